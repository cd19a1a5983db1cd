/** The cells of a CSV whose every cell is quoted (and none holds a line break). */
export const parseCsv = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((cell) => cell[1].replace(/""/g, '"')),
    );

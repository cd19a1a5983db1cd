/**
 * Reads a password: typed on a terminal without echo, or the first line of stdin when it is not
 * a terminal (`printf '%s\n' "$PASSWORD" | npm run staff -- add ...`).
 */
export async function readPassword(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    let input = '';
    for await (const chunk of stdin) input += String(chunk);
    return input.split(/\r?\n/)[0] ?? '';
  }
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          resolve(typed.join(''));
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed.push(char);
      }
    };
    stdin.on('data', onData);
  });
}

/** `filename` for old clients (ASCII only), `filename*` with the name as its sender wrote it. */
export const contentDisposition = (how: 'inline' | 'attachment', fileName: string) =>
  `${how}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

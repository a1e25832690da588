// pngjs ships no types: the part the tests use to read a QR code's PNG back (PNG.sync.read).
declare module 'pngjs' {
  export const PNG: {
    sync: {
      read(buffer: Buffer): { width: number; height: number; data: Buffer };
    };
  };
}

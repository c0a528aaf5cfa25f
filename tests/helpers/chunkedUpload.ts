import { request as httpRequest } from 'node:http';

/**
 * Sends a body of up to `totalMb` megabytes in 1 MB chunks, chunked (no Content-Length for the
 * server to refuse up front), after `head`, and stops sending as soon as the answer arrives: how
 * much was sent by then shows whether the server refused while the body streamed.
 */
export function sendChunkedUpload(
  port: number,
  path: string,
  headers: Record<string, string>,
  { head = Buffer.alloc(0), totalMb = 60 }: { head?: Buffer; totalMb?: number } = {},
): Promise<{ status: number; sentMb: number; body: string }> {
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  return new Promise((resolve, reject) => {
    let sentMb = 0;
    let answered = false;
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers }, (res) => {
      answered = true;
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, sentMb, body: text });
        req.destroy();
      });
    });
    req.on('error', (err) => (answered ? undefined : reject(err)));
    req.write(head);
    const sendMore = () => {
      if (answered || sentMb >= totalMb) return req.end();
      sentMb++;
      req.write(chunk, () => setTimeout(sendMore, 5));
    };
    sendMore();
  });
}

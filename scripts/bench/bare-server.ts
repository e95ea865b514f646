import { createServer } from "node:http";

// The reference every HTTP figure is divided by: Node answering "hello world".
const port = Number(process.argv[2] ?? 3401);
createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/plain" });
  res.end("hello world");
}).listen(port, "127.0.0.1", () => process.send?.("ready"));

import { writeFileSync } from "node:fs";
import QRCode from "qrcode";

// A video file for Chromium's fake camera (--use-file-for-fake-video-capture):
// a few frames of a QR code of `text` on white, in the YUV4MPEG2 format
// Chromium reads, so the Scan page's decoder sees a real camera picture.

export function writeQrVideo(file: string, text: string, size = { width: 640, height: 480 }): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { width, height } = size;
  const scale = 8;
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column) !== 1) continue;
      for (let dy = 0; dy < scale; dy++) {
        const y = top + (quiet + row) * scale + dy;
        luma.fill(16, y * width + left + (quiet + column) * scale, y * width + left + (quiet + column + 1) * scale);
      }
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}

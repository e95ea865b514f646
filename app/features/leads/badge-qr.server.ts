import QRCode from "qrcode";

// A badge's QR code as inline SVG, drawn on the server so it shows without
// JavaScript (and, kept by the service worker, offline once shown): black on
// white with the quiet zone the standard asks for.

export function badgeQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", margin: 4, errorCorrectionLevel: "M" });
}

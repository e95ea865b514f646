// Reading QR codes from the camera (docs/labels.md "Scan"): the browser's
// own BarcodeDetector where it has one for QR codes (Chrome on Android,
// Safari 17+), else zxing-wasm, a maintained WebAssembly build of ZXing-C++
// whose .wasm file is served from this site's assets (never a CDN) and
// loaded only here. Both read one video frame at a time.

export type FrameReader = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!formats.includes("qr_code")) return null;
  const detector = new Detector({ formats: ["qr_code"] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

async function wasmReader(): Promise<FrameReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import("zxing-wasm/reader"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
  });
  return async (video, canvas) => {
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const [result] = await readBarcodes(image, { formats: ["QRCode"], maxNumberOfSymbols: 1, tryHarder: true });
    return result?.isValid ? result.text : null;
  };
}

/** The best reader this browser has. */
export async function qrFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? wasmReader();
}

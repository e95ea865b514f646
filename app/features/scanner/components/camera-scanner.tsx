import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { qrFrameReader } from "../qr-decoder";
import { scannedTarget } from "../scanned-code";

// The camera half of the Scan page (docs/labels.md "Scan"): asks for the
// back camera, reads a frame every 200 ms, and opens the first of this
// site's codes it sees; a code from elsewhere is said and scanning goes on.
// The camera stops when the page goes.

type State = "starting" | "scanning" | "denied" | "unavailable";

const EVERY_MS = 200;

export default function CameraScanner() {
  const { t } = useTranslation("labels");
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>("starting");
  const [foreign, setForeign] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement("canvas");
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState("unavailable");
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
      } catch (error) {
        return setState((error as { name?: string }).name === "NotAllowedError" ? "denied" : "unavailable");
      }
      if (stopped || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const read = await qrFrameReader();
      setState("scanning");
      const look = async () => {
        if (stopped || !video.current) return;
        const text = await read(video.current, canvas).catch(() => null);
        const target = text ? scannedTarget(text, window.location.origin) : null;
        if (target) {
          stop();
          window.location.assign(target);
          return;
        }
        if (text) setForeign(true);
        timer = setTimeout(look, EVERY_MS);
      };
      void look();
    })();
    return stop;
  }, []);

  const unusable = state === "denied" || state === "unavailable";
  return (
    <div className="mb-6">
      {unusable ? null : (
        <video
          ref={video}
          aria-label={t("scan.video")}
          muted
          playsInline
          className="aspect-square w-full max-w-md rounded-md bg-ink object-cover"
        />
      )}
      <p role="status" className="mt-2 font-medium">
        {foreign ? t("scan.foreign") : t(`scan.${state}`)}
      </p>
    </div>
  );
}

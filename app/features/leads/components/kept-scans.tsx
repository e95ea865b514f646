import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { dismissRefusedScans, queuedScans, type RefusedScan, refusedScans, watchKeptScans } from "../lead-outbox";

// On the desk's Leads tab: the representative's badges scanned without a
// network that this device still keeps (sent once it is back online), and
// those the server refused, each with why (docs/leads.md "Scanned offline").
// Read from the device after hydration: the server cannot know them.

export function KeptScans({ uid }: { uid: string }) {
  const { t } = useTranslation("leads");
  const [waiting, setWaiting] = useState(0);
  const [refused, setRefused] = useState<RefusedScan[]>([]);
  useEffect(() => {
    const read = () => {
      setWaiting(queuedScans(uid).length);
      setRefused(refusedScans(uid));
    };
    read();
    return watchKeptScans(uid, read);
  }, [uid]);
  if (waiting === 0 && refused.length === 0) return null;
  return (
    <div className="mb-4 grid gap-2 rounded-md border border-line bg-wash px-4 py-3">
      {waiting > 0 ? <p>{t("offline.waiting", { count: waiting })}</p> : null}
      {refused.length > 0 ? (
        <div>
          <p className="font-medium text-danger">{t("offline.notSaved")}</p>
          <ul className="mt-1 list-disc pl-6">
            {refused.map((scan) => (
              <li key={`${scan.code}-${scan.at}`}>
                <span className="font-mono">{scan.code}</span>: {t(scan.messageKey)}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-2 underline"
            onClick={() => {
              dismissRefusedScans(uid);
              setRefused([]);
            }}
          >
            {t("offline.dismiss")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

import type { BottleShape, BottleSpec, LogoSpec, ThumbnailSpec } from "./fair-data";

// The demo's pictures as SVG, drawn without any text so that they render the
// same on a machine without fonts. Bottles are drawn in a 100×300 box,
// logos in 256×256, document thumbnails in 96×136; the renderer scales them.

interface Silhouette {
  path: string; // the glass
  liquidTop: number; // y of the liquid's surface
  label: [number, number, number, number]; // x, y, width, height
  top: string; // capsule, foil, crown or stopper
}

// Bottles are symmetric around x = 50; each outline goes down the right side and back up the left.
const SILHOUETTES: Record<BottleShape, Silhouette> = {
  bordeaux: {
    path: "M43 18 H57 V92 C57 108 78 110 78 128 V282 Q78 290 70 290 H30 Q22 290 22 282 V128 C22 110 43 108 43 92 Z",
    liquidTop: 112,
    label: [24, 178, 52, 62],
    top: '<rect x="42" y="16" width="16" height="34" rx="2"/>',
  },
  burgundy: {
    path: "M43 18 H57 V78 C57 118 80 132 80 160 V282 Q80 290 72 290 H28 Q20 290 20 282 V160 C20 132 43 118 43 78 Z",
    liquidTop: 120,
    label: [22, 186, 56, 58],
    top: '<rect x="42" y="16" width="16" height="30" rx="2"/>',
  },
  flute: {
    path: "M45 10 H55 V100 C55 140 70 156 70 186 V284 Q70 290 64 290 H36 Q30 290 30 284 V186 C30 156 45 140 45 100 Z",
    liquidTop: 150,
    label: [31, 206, 38, 48],
    top: '<rect x="44" y="8" width="12" height="34" rx="2"/>',
  },
  champagne: {
    path: "M41 14 H59 V76 C59 118 82 130 82 162 V280 Q82 290 72 290 H28 Q18 290 18 280 V162 C18 130 41 118 41 76 Z",
    liquidTop: 124,
    label: [20, 190, 60, 56],
    top: '<path d="M39 12 H61 V96 C61 104 39 104 39 96 Z"/>',
  },
  beerLongneck: {
    path: "M44 40 H56 V128 C56 152 70 162 70 184 V284 Q70 290 64 290 H36 Q30 290 30 284 V184 C30 162 44 152 44 128 Z",
    liquidTop: 140,
    label: [31, 204, 38, 52],
    top: '<rect x="42" y="36" width="16" height="8" rx="1"/>',
  },
  beerStubby: {
    path: "M42 118 H58 V150 C58 170 74 176 74 196 V282 Q74 290 66 290 H34 Q26 290 26 282 V196 C26 176 42 170 42 150 Z",
    liquidTop: 160,
    label: [27, 210, 46, 50],
    top: '<rect x="40" y="114" width="20" height="8" rx="1"/>',
  },
  can: {
    path: "M30 112 H70 Q76 112 76 122 V280 Q76 290 66 290 H34 Q24 290 24 280 V122 Q24 112 30 112 Z",
    liquidTop: 300,
    label: [24, 170, 52, 80],
    top: '<rect x="28" y="106" width="44" height="8" rx="3"/>',
  },
  spirit: {
    path: "M43 42 H57 V90 C57 100 76 100 76 112 V284 Q76 290 70 290 H30 Q24 290 24 284 V112 C24 100 43 100 43 90 Z",
    liquidTop: 116,
    label: [26, 170, 48, 72],
    top: '<rect x="40" y="22" width="20" height="22" rx="3"/>',
  },
  decanter: {
    path: "M43 118 H57 V146 C57 156 86 162 86 200 V276 Q86 290 72 290 H28 Q14 290 14 276 V200 C14 162 43 156 43 146 Z",
    liquidTop: 176,
    label: [22, 214, 56, 44],
    top: '<circle cx="50" cy="104" r="16"/><rect x="44" y="112" width="12" height="10"/>',
  },
  cider: {
    path: "M42 30 H58 V88 C58 124 78 136 78 164 V282 Q78 290 70 290 H30 Q22 290 22 282 V164 C22 136 42 124 42 88 Z",
    liquidTop: 132,
    label: [24, 188, 52, 56],
    top: '<rect x="40" y="26" width="20" height="26" rx="3"/>',
  },
};

const DARK_GLASS = new Set(["#1f3a2b", "#3b3a1e", "#5a3414", "#2e6b2e"]);

export function bottleSvg(spec: BottleSpec, width: number, height: number): string {
  const shape = SILHOUETTES[spec.shape];
  const [lx, ly, lw, lh] = shape.label;
  const can = spec.shape === "can";
  const glassOpacity = can ? 1 : DARK_GLASS.has(spec.glass) ? 0.9 : 0.45;
  const ink =
    spec.label === "#1d1d1b" || spec.label === "#7a1f2b" || spec.label === "#1f4e79" || spec.label === "#2f5d50"
      ? "#e8e2d0"
      : "#3a3a3a";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 300">
<defs><clipPath id="glass"><path d="${shape.path}"/></clipPath>
<linearGradient id="shine" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.25" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect x="0" y="${shape.liquidTop}" width="100" height="${300 - shape.liquidTop}" fill="${spec.liquid}" clip-path="url(#glass)"/>
<path d="${shape.path}" fill="${spec.glass}" fill-opacity="${glassOpacity}" stroke="#000" stroke-opacity="0.25" stroke-width="1"/>
<g fill="${spec.accent}">${shape.top}</g>
<g clip-path="url(#glass)">
<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" fill="${spec.label}"/>
<rect x="${lx}" y="${ly + 4}" width="${lw}" height="2" fill="${spec.accent}"/>
<rect x="${lx}" y="${ly + lh - 6}" width="${lw}" height="2" fill="${spec.accent}"/>
<circle cx="50" cy="${ly + lh * 0.42}" r="${Math.min(lw, lh) * 0.17}" fill="none" stroke="${spec.accent}" stroke-width="2"/>
<rect x="${50 - lw * 0.3}" y="${ly + lh * 0.7}" width="${lw * 0.6}" height="2.5" rx="1" fill="${ink}" fill-opacity="0.6"/>
<rect x="${50 - lw * 0.2}" y="${ly + lh * 0.7 + 5}" width="${lw * 0.4}" height="2" rx="1" fill="${ink}" fill-opacity="0.45"/>
<rect x="0" y="0" width="100" height="300" fill="url(#shine)"/>
</g>
</svg>`;
}

const LOGO_SHAPES: Record<LogoSpec["shape"], string> = {
  circle: '<circle cx="128" cy="128" r="120"/>',
  shield: '<path d="M128 8 L232 40 V120 C232 190 180 230 128 250 C76 230 24 190 24 120 V40 Z"/>',
  diamond: '<polygon points="128,6 250,128 128,250 6,128"/>',
  hexagon: '<polygon points="128,8 232,68 232,188 128,248 24,188 24,68"/>',
  roundedSquare: '<rect x="10" y="10" width="236" height="236" rx="44"/>',
};

function motif(spec: LogoSpec): string {
  const c = spec.secondary;
  switch (spec.motif) {
    case "grapes": {
      const berries: string[] = [];
      [
        [4, 92],
        [3, 116],
        [2, 140],
        [1, 164],
      ].forEach(([count, y]) => {
        for (let i = 0; i < count; i++)
          berries.push(`<circle cx="${128 - (count - 1) * 12 + i * 24}" cy="${y}" r="12"/>`);
      });
      return `<g fill="${c}">${berries.join("")}<path d="M128 80 C132 62 146 54 162 54 C156 68 146 76 128 80 Z"/></g><path d="M128 80 V62" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`;
    }
    case "hop": {
      const scales = [
        [128, 86, 18],
        [114, 108, 18],
        [142, 108, 18],
        [128, 130, 20],
        [114, 152, 16],
        [142, 152, 16],
        [128, 172, 14],
      ]
        .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.8}"/>`)
        .join("");
      return `<g fill="${c}" stroke="${c}" stroke-opacity="0.4">${scales}</g><path d="M128 70 V52 M128 60 C146 48 160 52 168 64" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    }
    case "wheat": {
      const grains = [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="116" cy="${90 + i * 20}" rx="8" ry="14" transform="rotate(-30 116 ${90 + i * 20})"/><ellipse cx="140" cy="${90 + i * 20}" rx="8" ry="14" transform="rotate(30 140 ${90 + i * 20})"/>`,
        )
        .join("");
      return `<g fill="${c}">${grains}<ellipse cx="128" cy="74" rx="7" ry="13"/></g><path d="M128 88 V196" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`;
    }
    case "drop":
      return `<path d="M128 56 C128 56 82 120 82 154 A46 46 0 0 0 174 154 C174 120 128 56 128 56 Z" fill="${c}"/><path d="M108 156 A22 22 0 0 0 126 178" stroke="${c === "#ffffff" ? "#ddd" : "#fff"}" stroke-opacity="0.5" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case "apple":
      return `<g fill="${c}"><path d="M128 96 C104 78 70 90 70 130 C70 170 100 200 128 190 C156 200 186 170 186 130 C186 90 152 78 128 96 Z"/><path d="M132 88 C136 66 152 58 170 60 C164 78 150 88 132 88 Z"/></g><path d="M128 96 V70" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`;
    case "globe":
      return `<g fill="none" stroke="${c}" stroke-width="6"><circle cx="128" cy="128" r="62"/><ellipse cx="128" cy="128" rx="26" ry="62"/><path d="M66 128 H190 M76 98 H180 M76 158 H180"/></g>`;
  }
}

export function logoSvg(spec: LogoSpec, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
<g fill="${spec.primary}">${LOGO_SHAPES[spec.shape]}</g>
<circle cx="128" cy="128" r="96" fill="none" stroke="${spec.secondary}" stroke-opacity="0.35" stroke-width="3"/>
${motif(spec)}
</svg>`;
}

export function thumbnailSvg(spec: ThumbnailSpec, width: number, height: number): string {
  const lines: string[] = [];
  const top = spec.picture ? 78 : 46;
  for (let i = 0; i < spec.lines; i++) {
    const w = i % 3 === 2 ? 48 : 72 - (i % 2) * 8;
    lines.push(`<rect x="12" y="${top + i * 7}" width="${w}" height="3" rx="1.5" fill="#9a9a9a"/>`);
  }
  const picture = spec.picture
    ? `<rect x="12" y="40" width="72" height="32" fill="${spec.accent}" fill-opacity="0.18"/><path d="M12 72 L34 52 L48 64 L62 50 L84 72 Z" fill="${spec.accent}" fill-opacity="0.5"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 96 136">
<rect x="0.5" y="0.5" width="95" height="135" fill="#ffffff" stroke="#d0d0d0"/>
<rect x="0.5" y="0.5" width="95" height="10" fill="${spec.accent}"/>
<rect x="12" y="20" width="56" height="6" rx="2" fill="#3a3a3a"/>
<rect x="12" y="30" width="36" height="4" rx="2" fill="#6a6a6a"/>
${picture}${lines.join("")}
<rect x="12" y="122" width="20" height="3" rx="1.5" fill="${spec.accent}"/>
</svg>`;
}

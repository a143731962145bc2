/** The 404 page's picture: a browser window whose page drifted off, with a big gradient "404". */
export function notFoundSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="440" viewBox="0 0 640 440">
<title>Page not found</title>
<defs>
<linearGradient id="d" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d5dfc"/><stop offset="1" stop-color="#3b2bb8"/></linearGradient>
<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef0fb"/></linearGradient>
</defs>
<ellipse cx="320" cy="404" rx="230" ry="18" fill="#1e1b4b" fill-opacity="0.08"/>
<g transform="rotate(-4 320 220)">
<rect x="90" y="60" width="460" height="310" rx="24" fill="url(#w)" stroke="#d6d9ee" stroke-width="3"/>
<path d="M90 84a24 24 0 0 1 24-24h412a24 24 0 0 1 24 24v26H90z" fill="#1e1b4b"/>
<circle cx="120" cy="85" r="7" fill="#f87171"/><circle cx="144" cy="85" r="7" fill="#fbbf24"/><circle cx="168" cy="85" r="7" fill="#34d399"/>
<rect x="196" y="77" width="250" height="16" rx="8" fill="#ffffff" fill-opacity="0.18"/>
<text x="320" y="268" text-anchor="middle" font-family="sans-serif" font-size="150" font-weight="800" fill="url(#d)" letter-spacing="-6">404</text>
<rect x="200" y="300" width="240" height="12" rx="6" fill="#d6d9ee"/>
<rect x="240" y="324" width="160" height="12" rx="6" fill="#e4e7f5"/>
</g>
<g transform="translate(520 70) rotate(18)">
<rect width="70" height="90" rx="12" fill="#fbbf24"/>
<path d="M18 30h34M18 46h34M18 62h20" stroke="#1e1b4b" stroke-width="6" stroke-linecap="round"/>
</g>
<path d="M500 150c30 10 40 30 36 60" fill="none" stroke="#a5b4fc" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
<circle cx="70" cy="140" r="10" fill="#a5b4fc"/><circle cx="590" cy="330" r="7" fill="#fbbf24"/><circle cx="48" cy="300" r="5" fill="#6d5dfc"/>
</svg>
`;
}

// Noto Sans JP's faces (self-hosted, one file per unicode range and weight). The root layout loads
// this once the first page has rendered, so the 372 @font-face rules never hold it up (issue 14);
// text shows in the system font until they arrive, as font-display: swap would have it anyway.
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/500.css';
import '@fontsource/noto-sans-jp/700.css';

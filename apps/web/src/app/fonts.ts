// Noto Sans JP's faces (self-hosted, one file per unicode range and weight). FontFaces loads this
// once the first page has rendered, on a board once its data is on screen, so the 372 @font-face
// rules and their files never hold them up (issue 14).
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/500.css';
import '@fontsource/noto-sans-jp/700.css';

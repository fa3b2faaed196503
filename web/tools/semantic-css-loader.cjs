// Webpack loader for semantic-ui-css: removes the Google Fonts @import (no request may leave
// the machine) and swaps the Lato font stack for a Chinese system font stack.
const CHINESE_STACK =
  '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC","WenQuanYi Micro Hei","Helvetica Neue",Arial,sans-serif';

module.exports = function semanticCssLoader(source) {
  return source
    .replace(/@import\s+url\(\s*['"]?https?:\/\/fonts\.googleapis\.com[^)]*\)\s*;?/g, '')
    .replace(/Lato,\s*'Helvetica Neue',\s*Arial,\s*Helvetica,\s*sans-serif/g, CHINESE_STACK);
};
module.exports.CHINESE_STACK = CHINESE_STACK;

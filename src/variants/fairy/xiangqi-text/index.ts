/**
 * The text xiangqi players use, for `xiangqi` of `boardwright/fairy`: WXF notation (`C2.5`, `H8+7`)
 * and ICCS coordinates (`h2e2`).
 */
export { xiangqiVariant, type XiangqiMove, type XiangqiVariant } from './variant.js';
export type { XiangqiDialect } from './dialect.js';
export { recordFromWxf, recordToWxf, type WxfVariant } from './wxf-record.js';

export { type StockEdit, StockEditor, type StockEditorProps } from './stock-editor';

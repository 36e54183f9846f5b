export { type CsvValue, csvField, encodeCsv } from './csv.ts';

export { CsvFigure, type CsvValue, cellText, csvField, csvFigure, csvLine, encodeCsv } from './csv.ts';

// Throughput of money conversion and formatting: tables and exports format thousands of amounts at a time.
// Budgets sit about a third under the lowest best-of-5 figures measured on the 2-core dev machine while other
// work loaded it (toMinorUnits 1.8M, toMajorString 4.8M, 20-digit bigint 2.9M, formatMoney 420k ops/s; quiet
// rounds reach about twice that). formatMoney is bound by Intl.NumberFormat itself, about 1.4M formats/s here.
import { formatMoney, toMajorString, toMinorUnits } from '../../packages/core/src/money/index.ts';
import { type BenchFigure, report } from './report.ts';

const sampleSize = 1024;
const rounds = 5;
const roundMs = 200;
const currencyCodes = ['EUR', 'USD', 'GBP', 'JPY', 'KWD', 'CHF', 'SEK', 'PLN'];

// Amounts from cents to millions, spread so caches of individual values cannot flatter the figures.
const minorAmounts = Array.from({ length: sampleSize }, (_, index) => ((index * 7919) % 100_000_000) - 1_000_000);
const bigintAmounts = minorAmounts.map((minor) => BigInt(minor) * 10n ** 12n);
const displayAmounts = minorAmounts.map((minor) => toMajorString(minor, 'EUR'));

let checksum = 0;

// The best of several short rounds: the machine is shared (other processes, GC pauses), and the best round is
// the closest to what the code itself costs.
function opsPerSecond(operation: (index: number) => string | number): number {
  for (let index = 0; index < 20_000; index += 1) checksum += String(operation(index % sampleSize)).length;
  let best = 0;
  for (let round = 0; round < rounds; round += 1) {
    let operations = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < roundMs) {
      for (let batch = 0; batch < 5_000; batch += 1) {
        checksum += String(operation(operations % sampleSize)).length;
        operations += 1;
      }
      elapsed = performance.now() - start;
    }
    best = Math.max(best, operations / (elapsed / 1000));
  }
  return best;
}

function throughput(name: string, budget: number, operation: (index: number) => string | number): BenchFigure {
  return { name, value: opsPerSecond(operation), unit: 'ops/s', budget, higherIsBetter: true };
}

const figures = [
  throughput('toMinorUnits, EUR display amount to cents', 1_000_000, (index) =>
    toMinorUnits(displayAmounts[index] ?? '0', 'EUR'),
  ),
  throughput('toMajorString, EUR cents to display amount', 3_000_000, (index) =>
    toMajorString(minorAmounts[index] ?? 0, 'EUR'),
  ),
  throughput('toMajorString, 20-digit bigint cents to display amount', 2_000_000, (index) =>
    toMajorString(bigintAmounts[index] ?? 0n, 'EUR'),
  ),
  throughput('formatMoney en, 8 currencies', 300_000, (index) =>
    formatMoney(minorAmounts[index] ?? 0, currencyCodes[index % currencyCodes.length], 'en'),
  ),
  throughput('formatMoney nl, 8 currencies', 300_000, (index) =>
    formatMoney(minorAmounts[index] ?? 0, currencyCodes[index % currencyCodes.length], 'nl'),
  ),
  throughput('formatMoney nl, EUR without cents', 300_000, (index) =>
    formatMoney(minorAmounts[index] ?? 0, 'EUR', 'nl', { cents: false }),
  ),
];

report('Money: conversion and formatting throughput (single thread, best of 5 rounds)', figures);
if (checksum === 0) throw new Error('the benchmark produced no output');

/**
 * What the import dialog can tell from a file's first line alone: the delimiter, whether it is the
 * built-in ePort export, and which of its columns are obviously ours — a header named like the field in
 * English or German, compared without case, spaces or punctuation. Anything less obvious stays unmapped.
 */
import { IMPORT_FIELDS, type ImportField } from './sales-import.queries.ts';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/** Header names, normalised (lower case, letters and digits only), that obviously mean each field. */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  timestamp: [
    'timestamp',
    'date',
    'datetime',
    'datum',
    'zeit',
    'zeitpunkt',
    'zeitstempel',
    'datumuhrzeit',
    'transdate',
    'transactiondate',
    'saledate',
    'soldat',
    'createdat',
    'created',
    'verkaufsdatum',
    'verkaufszeit',
    'buchungsdatum',
  ],
  kiosk: [
    'kiosk',
    'kioskname',
    'machine',
    'machinename',
    'vendingmachine',
    'automat',
    'automatenname',
    'device',
    'fridge',
  ],
  product: [
    'product',
    'productname',
    'produkt',
    'produktname',
    'item',
    'itemname',
    'article',
    'artikel',
    'artikelname',
  ],
  quantity: ['quantity', 'qty', 'menge', 'anzahl', 'units', 'stuck', 'stueck', 'stk', 'rqty'],
  unitPrice: ['price', 'unitprice', 'itemprice', 'preis', 'einzelpreis', 'stuckpreis', 'stueckpreis', 'rprice'],
  lineTotal: ['amount', 'total', 'linetotal', 'betrag', 'summe', 'gesamt', 'gesamtpreis', 'zeilensumme'],
  paymentType: ['payment', 'paymenttype', 'paymentmethod', 'zahlungsart', 'zahlart', 'bezahlart', 'zahlungsmittel'],
  cardId: ['card', 'cardid', 'cardnumber', 'membercard', 'karte', 'kartennummer', 'kartenid', 'mitgliedskarte'],
  transactionId: [
    'transaction',
    'transactionid',
    'transid',
    'txn',
    'txnid',
    'receipt',
    'receiptid',
    'orderid',
    'transaktion',
    'transaktionsid',
    'beleg',
    'belegnummer',
    'bonnummer',
    'belegnr',
    'bonnr',
  ],
};

/** The header columns the built-in preset reads (vending-machine-sales-2022, the ePort export). */
const PRESET_HEADERS = ['TransDate', 'Machine', 'Product', 'RQty', 'RPrice', 'LineTotal', 'Type', 'Transaction'];

const normalise = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The delimiter of a CSV header line: the one of , ; tab | that occurs most (a comma when none does). */
export function guessDelimiter(firstLine: string): string {
  let best: string = ',';
  let most = 0;
  for (const delimiter of DELIMITERS) {
    const count = firstLine.split(delimiter).length - 1;
    if (count > most) [best, most] = [delimiter, count];
  }
  return best;
}

/** Whether a header is the built-in ePort export's. */
export function isPresetHeader(headers: readonly string[]): boolean {
  const present = new Set(headers);
  return PRESET_HEADERS.every((name) => present.has(name));
}

/** Our fields whose column the header names obviously; each header is used once. */
export function guessColumns(headers: readonly string[]): Partial<Record<ImportField, string>> {
  const byName = new Map<string, string>();
  for (const header of headers) if (!byName.has(normalise(header))) byName.set(normalise(header), header);
  const used = new Set<string>();
  const columns: Partial<Record<ImportField, string>> = {};
  for (const field of IMPORT_FIELDS) {
    for (const name of HEADER_NAMES[field]) {
      const header = byName.get(name);
      if (header && !used.has(header)) {
        columns[field] = header;
        used.add(header);
        break;
      }
    }
  }
  return columns;
}

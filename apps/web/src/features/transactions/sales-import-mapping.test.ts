import { describe, expect, it } from 'vitest';
import { guessColumns, guessDelimiter, isPresetHeader } from './sales-import-mapping.ts';

describe('reading a sales file’s header', () => {
  it('matches obvious English and German header names, without case or punctuation', () => {
    expect(
      guessColumns([
        'Date',
        'Machine',
        'Product',
        'Qty',
        'Price',
        'Amount',
        'Payment method',
        'Card ID',
        'Transaction ID',
      ]),
    ).toEqual({
      timestamp: 'Date',
      kiosk: 'Machine',
      product: 'Product',
      quantity: 'Qty',
      unitPrice: 'Price',
      lineTotal: 'Amount',
      paymentType: 'Payment method',
      cardId: 'Card ID',
      transactionId: 'Transaction ID',
    });
    expect(
      guessColumns([
        'Datum',
        'Automat',
        'Artikel',
        'Stück',
        'Einzelpreis',
        'Betrag',
        'Zahlungsart',
        'Karte',
        'Beleg-Nr.',
      ]),
    ).toEqual({
      timestamp: 'Datum',
      kiosk: 'Automat',
      product: 'Artikel',
      quantity: 'Stück',
      unitPrice: 'Einzelpreis',
      lineTotal: 'Betrag',
      paymentType: 'Zahlungsart',
      cardId: 'Karte',
      transactionId: 'Beleg-Nr.',
    });
  });

  it('leaves what is not obvious unmapped and uses a column once', () => {
    expect(guessColumns(['when', 'what', 'kiosk', 'KIOSK', 'sum'])).toEqual({ kiosk: 'kiosk' });
    expect(guessColumns([])).toEqual({});
  });

  it('finds the delimiter and the ePort export', () => {
    expect(guessDelimiter('Datum;Automat;Produkt;Preis')).toBe(';');
    expect(guessDelimiter('date\tproduct\tprice')).toBe('\t');
    expect(guessDelimiter('a,b;c,d')).toBe(',');
    expect(guessDelimiter('date')).toBe(',');
    const eport =
      'Status,Device ID,Location,Machine,Product,Category,Transaction,TransDate,Type,RCoil,RPrice,RQty,MCoil,MPrice,MQty,LineTotal,TransTotal,Prcd Date';
    expect(isPresetHeader(eport.split(','))).toBe(true);
    expect(isPresetHeader(['Date', 'Product', 'Price'])).toBe(false);
  });
});

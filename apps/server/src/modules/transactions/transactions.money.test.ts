import { describe, expect, it } from 'vitest';
import { addMoney, divideMoney, multiplyMoney, subtractMoney } from './transactions.money.ts';

describe('exact money on decimal strings', () => {
  it('adds without float drift: 0.10 + 0.20 = 0.30', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(addMoney('99999999999.99', '0.01')).toBe('100000000000.00');
  });

  it('subtracts and multiplies, negative amounts included', () => {
    expect(subtractMoney('2.44', '0.14')).toBe('2.30');
    expect(subtractMoney('0.10', '0.25')).toBe('-0.15');
    expect(multiplyMoney('1.50', 10)).toBe('15.00');
    expect(multiplyMoney('-0.40', 3)).toBe('-1.20');
  });

  it('divides to the cent, halves away from zero', () => {
    expect(divideMoney('2.44', 3)).toBe('0.81');
    expect(divideMoney('0.05', 2)).toBe('0.03');
    expect(divideMoney('10.00', 4)).toBe('2.50');
    expect(divideMoney('-0.05', 2)).toBe('-0.03');
  });

  it('refuses what is not an amount', () => {
    expect(() => addMoney('1e3', '0')).toThrow();
  });
});

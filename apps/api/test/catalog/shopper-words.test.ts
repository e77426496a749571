import { describe, expect, it } from 'vitest';
import { catalogueText, romanised } from '../../src/catalog/shopper-words';

describe('romanised', () => {
  it.each([
    ['हल्दीराम', 'haldiram'],
    ['कुर्ता', 'kurta'],
    ['सैमसंग', 'saimsang'],
    ['मोबाइल', 'mobail'],
    ['बनारसी', 'banarsi'],
    ['कांजीवरम', 'kanjivram'],
    ['नमकीन', 'namkin'],
    ['चंदेरी', 'chanderi'],
    ['पापड़', 'papad'],
    ['शॉल', 'shol'],
  ])('writes %s as Hinglish does: %s', (word, latin) => {
    expect(romanised(word)).toBe(latin);
  });
});

describe('catalogueText', () => {
  it('puts glossary words in English, keeps English words, and writes other Devanagari in Latin', () => {
    expect(catalogueText('सैमसंग मोबाइल')).toBe('samsung mobile');
    expect(catalogueText('red joote!')).toBe('red shoes');
    expect(catalogueText('हल्दीराम भुजिया')).toBe('haldiram bhujiya');
    expect(catalogueText('“घड़ी”, titan')).toBe('watch titan');
  });

  it('completes an unfinished Devanagari last word only while typing, and never a Latin one', () => {
    expect(catalogueText('मोबा', { lastWordUnfinished: true })).toBe('mobile');
    expect(catalogueText('मोबा')).toBe('moba');
    expect(catalogueText('tabl', { lastWordUnfinished: true })).toBe('tabl');
  });
});

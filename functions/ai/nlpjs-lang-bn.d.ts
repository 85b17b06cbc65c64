/**
 * Types of the one module of `@nlpjs/lang-bn` the scorer uses (the package ships none): its Bengali
 * stemmer, a Snowball-style class that stems the word set by `setCurrent` in place.
 */
declare module '@nlpjs/lang-bn/src/stemmer-bn.js' {
  export default class StemmerBn {
    setCurrent(word: string): void;
    innerStem(): void;
    getCurrent(): string;
  }
}

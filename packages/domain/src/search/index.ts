export { englishShoppingWord, englishShoppingWordStartingWith, shoppingWordKey } from './shoppingWordLookup';
export { SHOPPING_WORDS, type ShoppingWord } from './shoppingWords';

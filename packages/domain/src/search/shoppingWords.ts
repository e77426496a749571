/**
 * Shopping words in Hindi (Devanagari) and in the romanised Hindi shoppers type (Hinglish), with the
 * English word the catalogue uses for each. The search reads a shopper's word through this list before
 * the catalogue's own matching (typo tolerance included), so मोबाइल, ghadi or किताब finds what mobile,
 * watch or book finds.
 *
 * Every entry is a word shoppers type for a kind of product or a brand the catalogue sells. A romanised
 * form is never a word of the catalogue (no "jute" for जूते: jute is a fabric; no "jhumka", a word of
 * earrings' names), and every form is one word: the search reads a text word by word.
 * Each form is tested to lead to its English word, and each English word to find products in the demo
 * catalogue.
 */
export interface ShoppingWord {
  /** The catalogue's word: one or two words that every matching product's text holds. */
  readonly english: string;
  /** Devanagari spellings, the usual one first. */
  readonly hindi: readonly string[];
  /** Romanised spellings that are not English words. */
  readonly roman: readonly string[];
}

export const SHOPPING_WORDS: readonly ShoppingWord[] = [
  // Mobiles, laptops, electronics
  { english: 'mobile', hindi: ['मोबाइल', 'मोबाईल'], roman: ['mobail'] },
  { english: 'phone', hindi: ['फोन', 'फ़ोन'], roman: ['fone'] },
  { english: 'laptop', hindi: ['लैपटॉप', 'लैपटाप'], roman: ['leptop', 'laptap'] },
  { english: 'tablet', hindi: ['टैबलेट', 'टेबलेट'], roman: ['tablate'] },
  { english: 'tv', hindi: ['टीवी', 'टेलीविजन', 'टेलीविज़न'], roman: ['tivi', 'teevee'] },
  { english: 'speaker', hindi: ['स्पीकर'], roman: ['speekar', 'spikar'] },
  { english: 'headphones', hindi: ['हेडफोन', 'हेडफ़ोन'], roman: ['hedphone', 'hedfone'] },
  { english: 'earbuds', hindi: ['ईयरबड्स', 'इयरबड्स'], roman: ['eearbuds'] },
  { english: 'watch', hindi: ['घड़ी', 'घडी', 'घड़ियाँ'], roman: ['ghadi', 'ghari', 'ghadee', 'gadhi'] },
  // Fashion and footwear
  { english: 'saree', hindi: ['साड़ी', 'साडी'], roman: ['saari', 'saadi', 'sadi'] },
  { english: 'kurta', hindi: ['कुर्ता', 'कुरता', 'कुर्ते'], roman: ['kurtaa', 'kurte'] },
  { english: 'jeans', hindi: ['जीन्स', 'जींस'], roman: ['jeens', 'jins'] },
  { english: 'shirt', hindi: ['शर्ट', 'कमीज़', 'कमीज'], roman: ['kameez', 'kamiz', 'kamij'] },
  { english: 't-shirt', hindi: ['टीशर्ट', 'टी-शर्ट'], roman: ['tshirt', 'teeshirt'] },
  { english: 'dress', hindi: ['ड्रेस'], roman: ['dres'] },
  { english: 'shoes', hindi: ['जूते', 'जूता', 'जूती'], roman: ['joote', 'joota', 'jooti', 'jootey', 'jutey'] },
  { english: 'chappals', hindi: ['चप्पल', 'चप्पलें'], roman: ['chappal', 'chapal', 'chappalein'] },
  { english: 'sandals', hindi: ['सैंडल', 'सैन्डल'], roman: ['sendal', 'saindal'] },
  { english: 'bag', hindi: ['बैग', 'थैला'], roman: ['baig', 'thaila'] },
  // Jewellery and beauty
  { english: 'earrings', hindi: ['झुमके', 'झुमका', 'बाली', 'बालियाँ'], roman: ['jhumke', 'baali'] },
  { english: 'necklace', hindi: ['हार', 'नेकलेस'], roman: ['haar', 'neklace'] },
  { english: 'ring', hindi: ['अंगूठी', 'अँगूठी'], roman: ['anguthi', 'angoothi'] },
  { english: 'bangles', hindi: ['चूड़ी', 'चूड़ियाँ', 'कंगन'], roman: ['choodi', 'chudi', 'chudiyan', 'kangan'] },
  { english: 'bracelet', hindi: ['ब्रेसलेट'], roman: ['breslet'] },
  { english: 'lipstick', hindi: ['लिपस्टिक'], roman: ['lipistik', 'lipstik'] },
  { english: 'parfum', hindi: ['परफ्यूम', 'इत्र'], roman: ['itra', 'itar', 'parfume'] },
  { english: 'shampoo', hindi: ['शैम्पू', 'शैंपू'], roman: ['shampu', 'shempoo'] },
  { english: 'cream', hindi: ['क्रीम'], roman: ['kreem', 'krim'] },
  // Grocery
  { english: 'rice', hindi: ['चावल'], roman: ['chawal', 'chaawal', 'chaval'] },
  { english: 'atta', hindi: ['आटा'], roman: ['aata', 'aatta'] },
  { english: 'ghee', hindi: ['घी'], roman: ['ghi'] },
  { english: 'oil', hindi: ['तेल'], roman: ['tel', 'tael'] },
  { english: 'dal', hindi: ['दाल'], roman: ['daal', 'dhal'] },
  // Books, toys, sports
  { english: 'book', hindi: ['किताब', 'किताबें', 'पुस्तक'], roman: ['kitab', 'kitaab', 'kitaben', 'pustak'] },
  { english: 'toy', hindi: ['खिलौना', 'खिलौने'], roman: ['khilona', 'khilone', 'khilauna'] },
  { english: 'ball', hindi: ['गेंद'], roman: ['gend', 'gaind'] },
  { english: 'bat', hindi: ['बल्ला'], roman: ['balla'] },
  { english: 'cricket', hindi: ['क्रिकेट'], roman: ['kriket'] },
  { english: 'football', hindi: ['फुटबॉल', 'फ़ुटबॉल', 'फुटबाल'], roman: ['futball', 'futbol'] },
  { english: 'yoga', hindi: ['योग', 'योगा'], roman: ['yog'] },
  // Home and kitchen, furniture
  { english: 'bottle', hindi: ['बोतल'], roman: ['botal', 'bottal'] },
  { english: 'bedsheet', hindi: ['चादर', 'बेडशीट'], roman: ['chadar', 'chaddar'] },
  { english: 'pillow', hindi: ['तकिया', 'तकिये'], roman: ['takiya', 'takia'] },
  { english: 'cooker', hindi: ['कुकर'], roman: ['kukar', 'kookar'] },
  { english: 'kadai', hindi: ['कड़ाही', 'कढ़ाई', 'कड़ाई'], roman: ['kadhai', 'karahi', 'kadahi'] },
  { english: 'tawa', hindi: ['तवा'], roman: ['tava'] },
  { english: 'mixer', hindi: ['मिक्सर', 'मिक्सी'], roman: ['mixi', 'mixie'] },
  { english: 'chair', hindi: ['कुर्सी'], roman: ['kursi', 'kursee'] },
  { english: 'table', hindi: ['मेज़', 'मेज', 'टेबल'], roman: ['mez', 'mej', 'tebal'] },
  { english: 'sofa', hindi: ['सोफा', 'सोफ़ा'], roman: ['sofaa'] },
  // Brands
  { english: 'samsung', hindi: ['सैमसंग', 'सैमसन्ग'], roman: ['samsang'] },
  { english: 'apple', hindi: ['एप्पल', 'ऐप्पल', 'एपल'], roman: ['appel'] },
  { english: 'iphone', hindi: ['आईफोन', 'आईफ़ोन', 'आइफोन'], roman: ['aifone', 'aaifone'] },
  { english: 'xiaomi', hindi: ['शाओमी', 'श्याओमी', 'शियोमी'], roman: ['shaomi', 'shyaomi'] },
  { english: 'redmi', hindi: ['रेडमी'], roman: ['redmee'] },
  { english: 'oneplus', hindi: ['वनप्लस'], roman: ['vanplus', 'wanplus'] },
  { english: 'oppo', hindi: ['ओप्पो', 'ओपो'], roman: ['opo'] },
  { english: 'vivo', hindi: ['वीवो', 'विवो'], roman: ['veevo'] },
  { english: 'realme', hindi: ['रियलमी'], roman: ['rialmi', 'realmi'] },
  { english: 'nokia', hindi: ['नोकिया'], roman: ['nokiya'] },
  { english: 'lava', hindi: ['लावा'], roman: ['laava'] },
  { english: 'motorola', hindi: ['मोटोरोला'], roman: ['motrola'] },
  { english: 'sony', hindi: ['सोनी'], roman: ['sonee'] },
  { english: 'jbl', hindi: ['जेबीएल'], roman: ['jebiel'] },
  { english: 'boat', hindi: ['बोट'], roman: ['bout'] },
  { english: 'lenovo', hindi: ['लेनोवो'], roman: ['linovo'] },
  { english: 'asus', hindi: ['आसुस', 'असूस'], roman: ['asoos'] },
  { english: 'dell', hindi: ['डेल'], roman: [] },
  { english: 'casio', hindi: ['कैसियो', 'कासियो'], roman: ['kasio', 'kaisio'] },
  { english: 'titan', hindi: ['टाइटन'], roman: ['taitan'] },
  { english: 'fastrack', hindi: ['फास्टट्रैक', 'फ़ास्टट्रैक'], roman: ['fastrek'] },
  { english: 'nike', hindi: ['नाइकी', 'नाईकी'], roman: ['naiki'] },
  { english: 'adidas', hindi: ['एडिडास', 'आदिदास'], roman: ['adidaas'] },
  { english: 'puma', hindi: ['प्यूमा', 'पूमा'], roman: ['pyuma'] },
  { english: 'bata', hindi: ['बाटा'], roman: ['baata'] },
  { english: 'amul', hindi: ['अमूल'], roman: ['amool'] },
  { english: 'tata', hindi: ['टाटा'], roman: ['taata'] },
  { english: 'prestige', hindi: ['प्रेस्टीज', 'प्रेस्टिज'], roman: ['prestij'] },
];

/** The words a ProductCard shows or announces; the app passes the active language's set. */
export interface ProductCardMessages {
  sellingPrice: string;
  originalPrice: string;
  discountOff: (percent: number) => string;
  rated: (rating: string) => string;
  notRated: string;
  outOfStock: string;
  imageUnavailable: (productName: string) => string;
}

export const productCardMessagesEn: ProductCardMessages = {
  sellingPrice: 'Price',
  originalPrice: 'Original price',
  discountOff: (percent) => `${percent}% off`,
  rated: (rating) => `Rated ${rating} out of 5`,
  notRated: 'Not rated yet',
  outOfStock: 'Out of stock',
  imageUnavailable: (productName) => `No image available for ${productName}`,
};

export const productCardMessagesHi: ProductCardMessages = {
  sellingPrice: 'कीमत',
  originalPrice: 'मूल कीमत',
  discountOff: (percent) => `${percent}% की छूट`,
  rated: (rating) => `5 में से ${rating} रेटिंग`,
  notRated: 'अभी तक कोई रेटिंग नहीं',
  outOfStock: 'स्टॉक में नहीं',
  imageUnavailable: (productName) => `${productName} की तस्वीर उपलब्ध नहीं है`,
};

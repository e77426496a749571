/** 40 words: cut after 25 on the product page. */
export const longDescription =
  'Hand-block printed in Jaipur on breathable handloom cotton, this kurta is dyed with natural indigo and madder. ' +
  'It has a straight cut, side slits and a mandarin collar.\nMachine wash cold, dry in shade, and iron on the reverse side to keep the print bright.';

/** Exactly 25 words: shown whole, nothing to expand. */
export const twentyFiveWords =
  'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four twenty-five';

export const shortDescription = 'Breathable handloom cotton, hand-block printed in Jaipur.';

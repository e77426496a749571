export { ImageGallery, type ImageGalleryProps } from './ImageGallery';

// The image pipeline's public entry for code outside the request path (the seed's demo pictures).
export { encodeImage } from "./encode-image.ts";
export { isImageStored, urlOf, writeEncodedImage } from "./store-image.ts";

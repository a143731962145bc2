/** Why an uploaded file cannot become a stored image; the route picks the contract's wording. */
export type ImageRejection = "type" | "unreadable" | "pixels";

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
    this.name = "ImageRejectedError";
  }
}

import { describe, expect, it } from "vitest";
import { capitalise, formatDate, formatPhone, labelFor } from "../../app/lib/admin/format.ts";
import { checkAddedImage, checkIconFile, checkNewImages, checkPickedImage } from "../../app/lib/admin/image-checks.ts";
import { imageMessages } from "../../domain/images.ts";

const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

describe("back-office formatting", () => {
  it("shows dates in en-US long format, calendar days read in UTC", () => {
    expect(formatDate("2024-03-05")).toBe("March 5, 2024");
    expect(formatDate("2025-12-31T23:30:00.000Z")).toBe("December 31, 2025");
    expect(formatDate("")).toBe("");
  });

  it("puts a dash after the first 4 digits of a phone number and capitalises roles", () => {
    expect(formatPhone("03001234567")).toBe("0300-1234567");
    expect(formatPhone("0300")).toBe("0300");
    expect(capitalise("member")).toBe("Member");
    expect(capitalise("superAdmin")).toBe("SuperAdmin");
  });

  it("turns field names into labels", () => {
    expect(labelFor("projectCode")).toBe("Project Code");
    expect(labelFor("createdAt")).toBe("Created At");
    expect(labelFor("workUrl")).toBe("Work Url");
  });
});

describe("image checks before anything is sent", () => {
  it("the add form takes 1 to 4 PNG or JPEG files of at most 3 MB", () => {
    expect(checkNewImages(0, [file("a.png", "image/png")])).toBeNull();
    expect(checkNewImages(0, [file("a.webp", "image/webp")])).toBe("Only PNG, JPG, and JPEG formats are allowed");
    expect(checkNewImages(0, [file("a.png", "image/png", 3 * MB + 1)])).toBe("Image size cannot be more than 3MB");
    expect(checkNewImages(0, [file("a.png", "image/png", 3 * MB)])).toBeNull();
    expect(checkNewImages(3, [file("a.png", "image/png"), file("b.png", "image/png")])).toBe(
      "Maximum image limit reached",
    );
  });

  it("the edit form takes one JPEG, PNG or WebP under 3 MB into a free slot", () => {
    expect(checkAddedImage(1, undefined)).toBe("Please select an image");
    expect(checkAddedImage(1, file("a.gif", "image/gif"))).toBe(
      "Invalid file type. Please upload JPEG, PNG, or WebP images",
    );
    expect(checkAddedImage(1, file("a.png", "image/png", 3 * MB))).toBe("Image size should be less than 3MB");
    expect(checkAddedImage(4, file("a.webp", "image/webp"))).toBe("You can only upload 0 more image(s)");
    expect(checkAddedImage(3, file("a.webp", "image/webp"))).toBeNull();
  });

  it("a library picture goes into a gallery once, and only into a free slot (new files count)", () => {
    expect(checkPickedImage(["/uploads/a.webp"], "/uploads/b.webp")).toBeNull();
    expect(checkPickedImage(["/uploads/a.webp"], "/uploads/a.webp")).toBe(imageMessages.alreadyShown);
    expect(checkPickedImage(["/uploads/a.webp"], "/uploads/b.webp", 4)).toBe(imageMessages.slotsLeft(0));
    expect(checkPickedImage([], "/uploads/b.webp", 3)).toBeNull();
  });

  it("a logo or icon follows the add or the edit form's rule", () => {
    expect(checkIconFile(file("a.webp", "image/webp"), "create")).toBe("Only PNG, JPG, and JPEG formats are allowed");
    expect(checkIconFile(file("a.webp", "image/webp"), "edit")).toBeNull();
    expect(checkIconFile(file("a.svg", "image/svg+xml"), "edit")).toBe(
      "Invalid file type. Please upload JPEG, PNG, or WebP images",
    );
  });
});

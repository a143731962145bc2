import { describe, expect, it } from "vitest";
import { formModalTexts } from "../../app/lib/admin/use-admin-form.ts";

describe("admin form modal texts", () => {
  it("names the add and the edit form after the thing they save", () => {
    expect(formModalTexts("Category", false)).toEqual({ title: "Add Category", submitLabel: "Add Category" });
    expect(formModalTexts("Product", true)).toEqual({ title: "Edit Product", submitLabel: "Update Product" });
  });
});

import { describe, expect, it } from "vitest";
import {
  Conflict,
  type DomainError,
  Forbidden,
  InvalidInput,
  NotFound,
  TooLarge,
  TooManyAttempts,
  Unauthenticated,
  UnreadableInput,
  UnsupportedType,
} from "../../server/errors/domain-errors.ts";
import { httpAnswerOf } from "../../server/errors/http-answer.ts";
import { HttpError } from "../../server/errors/http-error.ts";

describe("the one mapping from domain error to HTTP answer", () => {
  it.each<[string, DomainError, number]>([
    ["invalid input", InvalidInput.of("Name is required", "name"), 400],
    ["an unreadable body", new UnreadableInput("Request body is not valid multipart form data"), 400],
    ["no credential", new Unauthenticated("Token required"), 401],
    ["a missing right", new Forbidden("Not allowed"), 403],
    ["nothing found", new NotFound("Category not found"), 404],
    ["a conflict", new Conflict("Category already exists"), 409],
    ["too large", new TooLarge("Image is too large"), 413],
    ["the wrong type", new UnsupportedType("Unsupported content type"), 415],
    ["too many attempts", new TooManyAttempts("Too many attempts", 30), 429],
    ["an exchange failure with its own status", new HttpError(411, "Content-Length is required"), 411],
  ])("%s answers its status in the contract's shape", (_, error, status) => {
    const answer = httpAnswerOf(error);
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toEqual({
      success: false,
      message: error.message,
      error: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    });
  });

  it("lists every issue of invalid input, the first as the message", () => {
    const issues = [
      { path: "name", message: "Name is required" },
      { path: "logo", message: "Icon is required" },
    ];
    const answer = httpAnswerOf(new InvalidInput(issues));
    expect(answer.body).toEqual({ success: false, message: "Name is required", error: "Name is required", issues });
  });

  it("leaves issues out when the failure names no field", () => {
    expect(httpAnswerOf(new NotFound("Job not found")).body).not.toHaveProperty("issues");
    expect(httpAnswerOf(new UnreadableInput("bad")).body).not.toHaveProperty("issues");
  });

  it("tells a locked-out client when to try again", () => {
    expect(httpAnswerOf(new TooManyAttempts("Too many attempts", 42)).headers).toEqual({ "retry-after": "42" });
    expect(httpAnswerOf(new Forbidden("no")).headers).toEqual({});
  });
});

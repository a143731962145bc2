import { describe, expect, it } from "vitest";
import { MemoryFailureCounter } from "../../server/modules/auth/failure-counter.ts";
import { LoginThrottle } from "../../server/modules/auth/login-throttle.ts";

function throttleAt(clock: { now: number }) {
  const now = () => clock.now;
  return new LoginThrottle(
    new MemoryFailureCounter(now),
    { loginUserFailureLimit: 2, loginIpFailureLimit: 3, loginWindowSeconds: 60 },
    now,
  );
}

describe("login throttle", () => {
  it("locks a username until its window ends, then lets it try again", async () => {
    const clock = { now: 1_000_000 };
    const throttle = throttleAt(clock);
    await throttle.recordFailure("Alice", "1.1.1.1");
    expect(await throttle.retryAfterSeconds("alice", "2.2.2.2")).toBe(0);
    clock.now += 10_000;
    await throttle.recordFailure("alice", "1.1.1.2");
    expect(await throttle.retryAfterSeconds("alice", "2.2.2.2")).toBe(50);
    clock.now += 50_000;
    expect(await throttle.retryAfterSeconds("alice", "2.2.2.2")).toBe(0);
  });

  it("locks an address across usernames", async () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (const name of ["a", "b", "c"]) await throttle.recordFailure(name, "9.9.9.9");
    expect(await throttle.retryAfterSeconds("d", "9.9.9.9")).toBe(60);
    expect(await throttle.retryAfterSeconds("d", "8.8.8.8")).toBe(0);
  });

  it("clears a username's count on success but not its address's", async () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    await throttle.recordFailure("bob", "7.7.7.7");
    await throttle.recordFailure("carol", "7.7.7.7");
    await throttle.recordSuccess("bob");
    await throttle.recordFailure("bob", "6.6.6.6");
    expect(await throttle.retryAfterSeconds("bob", "6.6.6.6")).toBe(0);
    await throttle.recordFailure("dave", "7.7.7.7");
    expect(await throttle.retryAfterSeconds("erin", "7.7.7.7")).toBeGreaterThan(0);
  });
});

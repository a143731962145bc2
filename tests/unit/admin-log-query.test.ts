import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  filterProblems,
  filtersFromParams,
  logQueryOf,
  noLogFilters,
  pageFromParams,
  paramsOf,
} from "../../app/lib/admin/log-query.ts";
import { missingFields } from "../../app/lib/admin/missing-fields.ts";
import { registerAdminSchema } from "../../domain/admin-users.ts";

describe("the Logs screen's filters", () => {
  it("live in the address: only what is set, and read back the same", () => {
    const values = { ...noLogFilters, status: "4xx", route: " /contact ", showReads: true };
    const params = paramsOf(values, 3);
    expect(params.toString()).toBe("status=4xx&route=%2Fcontact&reads=shown&page=3");
    expect(filtersFromParams(params)).toEqual({ ...values, route: "/contact" });
    expect(pageFromParams(params)).toBe(3);
    expect(paramsOf(noLogFilters, 1).toString()).toBe("");
    for (const page of ["0", "-2", "1.5", "x"]) expect(pageFromParams(new URLSearchParams({ page }))).toBe(1);
    expect(activeFilterCount(values)).toBe(2);
  });

  it("send the staff member's own days as instants, the end day taken in whole, reads hidden unless shown", () => {
    const query = logQueryOf({ ...noLogFilters, from: "2024-03-01", to: "2024-03-02", method: "POST" }, 2, 10);
    expect(query.from).toBe(new Date(2024, 2, 1).toISOString());
    expect(query.to).toBe(new Date(new Date(2024, 2, 3).getTime() - 1).toISOString());
    expect(query).toMatchObject({ page: 2, limit: 10, method: "POST", level: "info" });
    expect(query.status).toBeUndefined();
    expect(logQueryOf({ ...noLogFilters, showReads: true }, 1, 10).level).toBeUndefined();
  });

  it("refuse a status that is no code or class, and a range the wrong way round, with the server's words", () => {
    expect(filterProblems({ ...noLogFilters, status: "404" })).toEqual({});
    expect(filterProblems({ ...noLogFilters, status: "5XX" })).toEqual({});
    expect(filterProblems({ ...noLogFilters, status: "40" }).status).toBe(
      "Status must be a status code such as 404 or a class such as 4xx",
    );
    expect(filterProblems({ ...noLogFilters, from: "2024-03-02", to: "2024-03-01" }).to).toBe(
      "From must not be later than To",
    );
    expect(filterProblems({ ...noLogFilters, from: "2024-03-01", to: "2024-03-01" })).toEqual({});
  });
});

describe("missing fields of a form", () => {
  const labels = { username: "Username", fullName: "Full Name", role: "Role" };
  it("names the fields the schema still refuses, in the form's order, empty once it accepts them", () => {
    expect(missingFields(registerAdminSchema, {}, labels)).toEqual(["Username", "Full Name", "Role"]);
    expect(missingFields(registerAdminSchema, { username: "Upper", fullName: "Ayesha Khan" }, labels)).toEqual([
      "Username",
      "Role",
    ]);
    const valid = {
      username: "ayesha",
      fullName: "Ayesha Khan",
      email: "ayesha@example.com",
      password: "Strong#Pass1",
      contactNumber: "03001234567",
      address: "Gulberg, Lahore",
      gender: "Female",
      dateOfBirth: "1990-01-01",
      role: "Member",
    };
    expect(missingFields(registerAdminSchema, valid, labels)).toEqual([]);
  });
});

import { z } from "zod";
import { genders } from "../../../domain/enums.ts";
import { isoDate, toIso } from "../../http/schemas.ts";

/** An admin as the API shows it: never the password or its hash; `role` is the privilege's name. */
export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  address: z.string(),
  gender: z.enum(genders),
  dateOfBirth: z.string().describe("YYYY-MM-DD"),
  role: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type User = z.infer<typeof userSchema>;

export type UserRow = {
  id: string;
  username: string;
  fullName: string;
  email: string;
  contactNumber: string;
  address: string;
  gender: User["gender"];
  dateOfBirth: string;
  role: string;
  createdAt: Date;
  updatedAt: Date;
};

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    contactNumber: row.contactNumber,
    address: row.address,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    role: row.role,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

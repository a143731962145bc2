import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "../../app/lib/structured-data.ts";
import type { JobDto } from "../../domain/jobs.ts";
import { jobDefaults } from "../../domain/jobs.ts";
import { defaultContact, defaultSeo } from "../../domain/site-defaults.ts";

const publisher = {
  origin: "https://ravi.example.com",
  site: { contact: defaultContact, seo: { ...defaultSeo, shareImage: "/s.png", organisationLogo: "/l.png" } },
};
const job = (location: string, employmentType: JobDto["employmentType"]): JobDto => ({
  ...jobDefaults,
  _id: "j1",
  title: "SEO Specialist",
  version: 1,
  description: "Grow traffic",
  jobRole: ["a"],
  requirements: ["b"],
  location,
  employmentType,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});

describe("a JobPosting's location and employment type", () => {
  it("uses the office's address for a job in the office's city, and schema.org's employment type", () => {
    const data = jobPostingJsonLd(publisher, job("Lahore, Punjab, Pakistan", "Full Time"));
    expect(data.employmentType).toBe("FULL_TIME");
    expect(data.jobLocation).toEqual({
      "@type": "Place",
      address: expect.objectContaining({
        streetAddress: defaultContact.address.streetAddress,
        addressLocality: "Lahore",
        addressCountry: "PK",
      }),
    });
  });

  it("reads another city's location as city, region and country", () => {
    const data = jobPostingJsonLd(publisher, job("Karachi, Sindh, Pakistan", "Contract"));
    expect(data.employmentType).toBe("CONTRACTOR");
    expect(data.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Karachi", addressRegion: "Sindh", addressCountry: "PK" },
    });
    const abroad = jobPostingJsonLd(publisher, job("Amsterdam, Netherlands", "Internship"));
    expect(abroad.employmentType).toBe("INTERN");
    expect(abroad.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Amsterdam", addressCountry: "Netherlands" },
    });
  });
});

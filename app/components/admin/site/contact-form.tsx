import { z } from "zod";
import { contactSchema, SITE_LIMITS } from "../../../../domain/site.ts";
import { socialLabels, socialNetworks } from "../../../../domain/site-labels.ts";
import { TextField } from "../ui/fields.tsx";
import { OptionField } from "../ui/option-field.tsx";
import { AcknowledgementFields } from "./acknowledgement-fields.tsx";
import { FieldGroup } from "./field-group.tsx";
import { MapLinkField } from "./map-link-field.tsx";
import { ContactPreview } from "./preview/part-previews.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { partFields, type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

/** Up to three phone fields; the empty ones are left out before the domain's rule sees the list. */
const formSchema = contactSchema.extend({
  phones: z
    .array(z.string())
    .transform((phones) => phones.map((phone) => phone.trim()).filter(Boolean))
    .pipe(contactSchema.shape.phones),
});

const padded = (phones: string[]) => [...phones, "", "", ""].slice(0, SITE_LIMITS.phones);

export function ContactForm(props: SitePartFormProps<"contact">) {
  const { site, record } = props;
  const current = { ...partFields(record), phones: padded(record.phones) };
  const form = useSitePartForm("contact", formSchema, current, props);
  const { field, register, errors } = form;
  const number = { valueAsNumber: true } as const;

  return (
    <SitePartForm
      form={form}
      label="Contact details"
      grouped
      preview={<ContactPreview contact={form.watch()} site={site} />}
    >
      <FieldGroup title="Office address">
        <TextField label="Street address" required {...field("address.streetAddress")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="City" required {...field("address.locality")} />
          <TextField label="Region" {...field("address.region")} />
          <TextField label="Postal code" {...field("address.postalCode")} />
          <TextField label="Country" required {...field("address.country")} />
          <TextField
            label="Country code"
            required
            hint="Two capital letters, for search engines (PK)."
            {...field("address.countryCode")}
          />
        </div>
      </FieldGroup>
      <FieldGroup title="Phone and e-mail">
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <TextField
              key={index}
              label={index === 0 ? "Phone number" : `Phone number ${index + 1}`}
              required={index === 0}
              type="tel"
              error={errors.phones?.[index]?.message ?? (index === 0 ? errors.phones?.message : undefined)}
              {...register(`phones.${index}`)}
            />
          ))}
        </div>
        <TextField label="E-mail" type="email" hint="Leave empty to show none." {...field("email")} />
        <TextField label="Opening hours" {...field("openingHours")} />
      </FieldGroup>
      <FieldGroup title="Map">
        <MapLinkField
          onPosition={({ latitude, longitude, zoom }) => {
            const set = { shouldDirty: true, shouldValidate: true } as const;
            form.setValue("latitude", latitude, set);
            form.setValue("longitude", longitude, set);
            if (zoom !== undefined) form.setValue("zoom", zoom, set);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Latitude" type="number" step="any" required {...field("latitude", number)} />
          <TextField label="Longitude" type="number" step="any" required {...field("longitude", number)} />
          <TextField label="Zoom" type="number" step="1" required {...field("zoom", number)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Marker label" required {...field("mapLabel")} />
          <TextField label="Footer directions link" required {...field("directionsLabel")} />
        </div>
      </FieldGroup>
      <FieldGroup title="Social links and footer">
        <div className="grid gap-4 sm:grid-cols-2">
          {socialNetworks.map((network) => (
            <TextField
              key={network}
              label={socialLabels[network]}
              type="url"
              placeholder="https://"
              {...field(`social.${network}`)}
            />
          ))}
        </div>
        <TextField label="Copyright line" required {...field("copyright")} />
      </FieldGroup>
      <FieldGroup title="Contact and application forms">
        <OptionField label="Accept phone numbers from other countries" {...register("acceptInternationalPhones")}>
          Pakistani numbers are always accepted, in any spacing (0300 1234567, +92 300 1234567). Off, the forms refuse
          other countries' numbers.
        </OptionField>
      </FieldGroup>
      <AcknowledgementFields who="enquirer" form={form} />
    </SitePartForm>
  );
}

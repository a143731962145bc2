import { useState } from "react";
import { ConfirmDelete } from "../../components/admin/confirm-delete.tsx";
import { DetailsModal } from "../../components/admin/details-modal.tsx";
import { RowActions } from "../../components/admin/row-actions.tsx";
import { ServiceForm } from "../../components/admin/services/service-form.tsx";
import { type Column, PagedTable } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { ServiceDto } from "../../lib/admin/types.ts";
import { textMatcher, usePagedSearch } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => [{ title: "Services · Back office" }];

/** Service cards cycle through eight colour styles (spec); here they tint the icon tiles. */
const tileStyles = [
  "bg-sky-50 ring-sky-200",
  "bg-violet-50 ring-violet-200",
  "bg-emerald-50 ring-emerald-200",
  "bg-amber-50 ring-amber-200",
  "bg-rose-50 ring-rose-200",
  "bg-indigo-50 ring-indigo-200",
  "bg-teal-50 ring-teal-200",
  "bg-orange-50 ring-orange-200",
];

type Open = { kind: "add" } | { kind: "edit" | "view" | "delete"; service: ServiceDto } | null;
const matchService = textMatcher<ServiceDto>((service) => [service.name, service.category.name]);

export default function Services() {
  const rights = useRights();
  const [open, setOpen] = useState<Open>(null);
  const services = useResource(() =>
    adminApi.services
      .list()
      .then((answer) => answer.services)
      .catch((error) => {
        notify.error(uiMessages.fetchFailed.services);
        throw error;
      }),
  );
  const categories = useResource(() =>
    adminApi.categories
      .list()
      .then((answer) => answer.data)
      .catch((error) => {
        notify.error(uiMessages.fetchFailed.categories);
        throw error;
      }),
  );
  const table = usePagedSearch(services.data ?? [], matchService);
  const close = () => setOpen(null);

  async function remove(service: ServiceDto) {
    try {
      const answer = await adminApi.services.delete(service._id);
      notify.success(answer.message);
      services.replace((rows) => (rows ?? []).filter((row) => row._id !== service._id));
      setOpen(null);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.service.deleteFailed));
    }
  }

  const columns: Column<ServiceDto>[] = [
    {
      header: "Icon",
      cell: (service) => {
        const index = (services.data ?? []).indexOf(service);
        return (
          <span
            className={`flex size-11 items-center justify-center rounded-xl ring-1 ring-inset ${tileStyles[index % tileStyles.length]}`}
          >
            {service.icon && <img src={service.icon} alt="" className="size-7 object-contain" />}
          </span>
        );
      },
    },
    { header: "Name", cell: (service) => <span className="font-medium text-slate-900">{service.name}</span> },
    { header: "Category", cell: (service) => service.category.name },
    {
      header: "Color",
      cell: (service) => (
        <span className="inline-flex items-center gap-2 font-mono text-xs">
          <span
            aria-hidden
            className="size-4 rounded border border-slate-300"
            style={{ backgroundColor: service.color }}
          />
          {service.color}
        </span>
      ),
    },
    {
      header: "Actions",
      className: "text-right",
      cell: (service) => (
        <RowActions
          name={service.name}
          onView={() => setOpen({ kind: "view", service })}
          onEdit={rights.can("services", "update") ? () => setOpen({ kind: "edit", service }) : undefined}
          onDelete={rights.canDelete ? () => setOpen({ kind: "delete", service }) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <HeaderCard
        title="Services"
        description="What each category offers, with its approach, benefits and features"
        addLabel="Add Service"
        onAdd={rights.can("services", "create") ? () => setOpen({ kind: "add" }) : undefined}
      />
      <PagedTable
        caption="Services"
        columns={columns}
        rows={table.pageRows}
        rowKey={(service) => service._id}
        loading={services.loading}
        error={services.error}
        emptyText="No services found"
        search={{
          value: table.query,
          onChange: table.setQuery,
          placeholder: "Search by name or category...",
          label: "Search services",
        }}
        paging={table}
      />
      {open?.kind === "view" && (
        <DetailsModal title="Service details" record={open.service} onClose={close} labels={{ workUrl: "Work URL" }} />
      )}
      {(open?.kind === "add" || open?.kind === "edit") && (
        <ServiceForm
          service={open.kind === "edit" ? open.service : undefined}
          categories={categories.data ?? []}
          onClose={close}
          onSaved={() => {
            setOpen(null);
            services.reload();
          }}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete what={`service ${open.service.name}`} onClose={close} onConfirm={() => remove(open.service)} />
      )}
    </>
  );
}

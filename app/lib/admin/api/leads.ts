import type { Audience, CampaignDetail, CampaignDto, CampaignPreview } from "../../../../domain/campaigns.ts";
import type { BoardColumn } from "../../../../domain/enquiry-board.ts";
import type { MyFollowUps } from "../../../../domain/follow-ups.ts";
import type { ManualLeadInput } from "../../../../domain/manual-leads.ts";
import type { ActivityInput, PersonEdit } from "../../../../domain/person-identity.ts";
import type { PollResult } from "../../../../domain/reply-channel.ts";
import type {
  Application,
  ApplicationFilters,
  ApplicationStage,
  DashboardCounts,
  DataAnswer,
  Enquiry,
  EnquiryFilters,
  EnquiryStage,
  FollowUp,
  FollowUpLeadKind,
  Insights,
  InsightsPeriod,
  LeadNote,
  MessageAnswer,
  Person,
  PersonRow,
  PotentialCustomer,
  ReplyTemplate,
  ReplyTemplateInput,
  StaffRef,
  Subscriber,
} from "../types.ts";
import type { ServerPage } from "../use-server-pages.ts";
import { get, type ListAnswer, remove, send } from "./request.ts";

/** The lead desk's calls: enquiries, applications, follow-ups, people, subscribers, campaigns, insights. */
export const leadsApi = {
  applications: {
    list: (filters: ApplicationFilters = {}, page?: ServerPage) =>
      get<ListAnswer<Application>>("/career", { ...filters, ...page }),
    change: (id: string, body: { stage?: ApplicationStage; ownerId?: string | null }) =>
      send<DataAnswer<Application> & { message: string }>("PATCH", `/career/update/${id}`, body),
    addNote: (id: string, text: string) =>
      send<DataAnswer<LeadNote> & { message: string }>("POST", `/career/${id}/notes`, { text }),
    delete: (id: string) => remove(`/career/delete/${id}`),
  },
  enquiries: {
    list: (filters: EnquiryFilters = {}, page?: ServerPage) =>
      get<ListAnswer<Enquiry>>("/contact", { ...filters, ...page }),
    change: (
      id: string,
      body: {
        stage?: EnquiryStage;
        ownerId?: string | null;
        dealValue?: number | null;
        expectedCloseOn?: string | null;
        lostReason?: string | null;
      },
    ) => send<DataAnswer<Enquiry> & { message: string }>("PATCH", `/contact/update/${id}`, body),
    board: (owner?: string) => get<DataAnswer<BoardColumn[]>>("/contact/board", owner ? { owner } : undefined),
    addNote: (id: string, text: string) =>
      send<DataAnswer<LeadNote> & { message: string }>("POST", `/contact/${id}/notes`, { text }),
    delete: (id: string) => remove(`/contact/delete/${id}`),
  },
  /** Follow-ups on enquiries and applications (ADR 0175). */
  followUps: {
    list: (query: { due?: "today" | "overdue"; owner?: string; lead?: string } = {}) =>
      get<{ success: true; data: FollowUp[]; timeZone: string }>("/follow-ups", query),
    /** The signed-in admin's open follow-ups: overdue, today, upcoming (issue 69). */
    mine: () => get<{ success: true; data: MyFollowUps; timeZone: string }>("/follow-ups/mine"),
    add: (kind: FollowUpLeadKind, leadId: string, body: { dueAt: string; task: string; ownerId: string }) =>
      send<DataAnswer<FollowUp> & { message: string }>(
        "POST",
        `/${kind === "enquiry" ? "contact" : "career"}/${leadId}/follow-ups`,
        body,
      ),
    change: (id: string, body: { dueAt?: string; task?: string; ownerId?: string; done?: boolean }) =>
      send<DataAnswer<FollowUp> & { message: string }>("PATCH", `/follow-ups/${id}`, body),
    delete: (id: string) => remove(`/follow-ups/${id}`),
  },
  /** Colleagues by id and username, for any signed-in admin: who may own a lead. */
  staff: {
    list: () => get<DataAnswer<StaffRef[]>>("/admin/staff"),
  },
  subscribers: {
    list: (page?: ServerPage & { status?: string }) => get<ListAnswer<Subscriber>>("/newsletter", page),
    delete: (id: string) => remove(`/newsletter/delete/${id}`),
    /** A subscriber's tags, which a campaign may be sent to. */
    tag: (id: string, tags: string[]) => send<DataAnswer<Subscriber>>("PATCH", `/newsletter/${id}`, { tags }),
  },
  campaigns: {
    list: () => get<DataAnswer<CampaignDto[]> & { timeZone: string }>("/campaigns"),
    get: (id: string) => get<DataAnswer<CampaignDetail> & { timeZone: string }>(`/campaigns/${id}`),
    create: (body: unknown) => send<DataAnswer<CampaignDetail>>("POST", "/campaigns", body),
    update: (id: string, body: unknown) => send<DataAnswer<CampaignDetail>>("PATCH", `/campaigns/${id}`, body),
    delete: (id: string) => remove(`/campaigns/${id}`),
    preview: (id: string) => get<DataAnswer<CampaignPreview>>(`/campaigns/${id}/preview`),
    audience: (audience: Audience) =>
      send<DataAnswer<{ recipients: number }>>("POST", "/campaigns/audience", { audience }),
    test: (id: string, to: string) => send<MessageAnswer>("POST", `/campaigns/${id}/test`, { to }),
    schedule: (id: string, at: string) => send<DataAnswer<CampaignDetail>>("POST", `/campaigns/${id}/schedule`, { at }),
    send: (id: string) => send<DataAnswer<CampaignDetail>>("POST", `/campaigns/${id}/send`),
    cancel: (id: string) => send<DataAnswer<CampaignDetail>>("POST", `/campaigns/${id}/cancel`),
  },
  potentialCustomers: {
    list: (query?: ServerPage & { source?: string }) => get<ListAnswer<PotentialCustomer>>("/potentialCustomer", query),
    delete: (id: string) => remove(`/potentialCustomer/delete/${id}`),
  },
  people: {
    list: (query: ServerPage) => get<ListAnswer<PersonRow>>("/people", query),
    read: (id: string) => get<DataAnswer<Person>>(`/people/${encodeURIComponent(id)}`),
    merge: (id: string, otherId: string) => send<MessageAnswer>("POST", `/people/${id}/merge`, { otherId }),
    unmerge: (id: string, otherId: string) =>
      send<DataAnswer<{ otherId: string }> & { message: string }>("POST", `/people/${id}/unmerge`, { otherId }),
    email: (id: string, reply: { subject: string; body: string; templateId?: string }) =>
      send<DataAnswer<{ _id: string; subject: string; sentAt: string }> & { message: string }>(
        "POST",
        `/people/${id}/email`,
        reply,
      ),
    edit: (id: string, edit: PersonEdit) =>
      send<DataAnswer<Person> & { message: string }>("PATCH", `/people/${encodeURIComponent(id)}`, edit),
    keepApart: (id: string, otherId: string) =>
      send<MessageAnswer>("POST", `/people/${encodeURIComponent(id)}/keep-apart`, { otherId }),
    split: (id: string, leadIds: string[]) =>
      send<DataAnswer<Person> & { message: string }>("POST", `/people/${encodeURIComponent(id)}/split`, { leadIds }),
    logActivity: (id: string, activity: ActivityInput) =>
      send<DataAnswer<{ _id: string }> & { message: string }>(
        "POST",
        `/people/${encodeURIComponent(id)}/activities`,
        activity,
      ),
    checkAnswers: () => send<DataAnswer<PollResult>>("POST", "/inbound-mail/poll"),
  },
  leads: {
    add: (lead: ManualLeadInput) =>
      send<DataAnswer<{ enquiryId: string; personId: string }> & { message: string }>("POST", "/leads", lead),
  },
  replyTemplates: {
    list: () => get<DataAnswer<ReplyTemplate[]>>("/reply-templates"),
    create: (template: ReplyTemplateInput) =>
      send<DataAnswer<ReplyTemplate> & { message: string }>("POST", "/reply-templates", template),
    update: (id: string, template: ReplyTemplateInput) =>
      send<DataAnswer<ReplyTemplate> & { message: string }>("PUT", `/reply-templates/${id}`, template),
    delete: (id: string) => remove(`/reply-templates/${id}`),
  },
  insights: {
    read: (days: InsightsPeriod) => get<DataAnswer<Insights>>("/insights", { days }),
  },
  dashboard: {
    counts: () => get<{ success: true; status: number; data: DashboardCounts }>("/count/get-all-counts"),
  },
};

-- Personal-data areas (ADR 0136): every role that exists keeps exactly the access it had. Any
-- signed-in admin read, moved along and exported enquiries, subscribers and potential customers, and
-- read and exported applications with their resumes; moving an application along took the career
-- area's update right. Roles created from now on start with none of these.
UPDATE "privileges" SET "permissions" = "permissions" || jsonb_build_object(
  'leads', jsonb_build_object('read', true, 'update', true, 'export', true),
  'applications', jsonb_build_object(
    'read', true,
    'update', coalesce("permissions"->'career'->>'update', 'false') = 'true',
    'export', true
  )
) WHERE NOT ("permissions" ? 'leads') AND NOT ("permissions" ? 'applications');

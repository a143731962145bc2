/**
 * The rows `npm run bench:scale` seeds (scripts/bench-scale.ts), as one statement each; the sizes are
 * issue 38's, divided by `divisor` (BENCH_SCALE_DIVISOR) for a quick check that the bench runs.
 */

const STAGES = "(array['new','contacted','qualified','won','lost'])[1 + i % 5]";

export function seedStatements(divisor = 1): [string, string][] {
  const n = (size: number) => Math.max(10, Math.floor(size / divisor));
  const count = (size: number) => n(size).toLocaleString("en");
  const jobs = n(1000);
  return [
    [
      `${count(100_000)} enquiries`,
      `insert into enquiries (fullname, phone, email, address, message, stage, created_at)
       select 'Lead ' || md5(i::text), '0300' || lpad(i::text, 7, '0'), 'lead' || i || '@example.com', 'Lahore',
         'A message about a website', ${STAGES}, now() - i * interval '30 seconds'
       from generate_series(1, ${n(100_000)}) as i`,
    ],
    [
      `${count(1000)} jobs`,
      `insert into jobs (title, slug, description, company_overview, job_role, requirements, is_active, created_at)
       select 'Job ' || i, 'job-' || i, 'Build things', 'An agency', array['Code'], array['TypeScript'], i % 4 <> 0,
         now() - i * interval '1 day'
       from generate_series(1, ${jobs}) as i`,
    ],
    [
      `${count(50_000)} applications`,
      `insert into applications (job_id, first_name, last_name, email, phone_number, city, address, state, postal_code,
         resume_key, resume_name, resume_type, resume_size, stage, created_at)
       select j.id, 'First' || md5(i::text), 'Last' || i, 'applicant' || i || '@example.com', '0321' || lpad(i::text, 7, '0'),
         'Lahore', 'Street 1', 'Punjab', '54000', 'resumes/bench-' || i, 'cv.pdf', 'application/pdf', 100,
         (array['new','reviewing','interview','offer','hired','rejected'])[1 + i % 6], now() - i * interval '1 minute'
       from generate_series(1, ${n(50_000)}) as i
       join (select id, row_number() over (order by id) - 1 as n from jobs) as j on j.n = i % ${jobs}`,
    ],
    [
      `${count(200_000)} subscribers`,
      `insert into newsletter_subscribers (email, created_at)
       select 'reader' || i || '@' || (array['example.com','mail.example','news.example'])[1 + i % 3],
         now() - i * interval '10 seconds'
       from generate_series(1, ${n(200_000)}) as i`,
    ],
    [
      `${count(300_000)} potential customers`,
      `insert into potential_customers (email, source, visit_count, created_at, last_seen_at)
       select 'person' || i || '@example.com', (array['contact','newsletter','career'])[1 + i % 3], 1 + i % 5,
         now() - i * interval '20 seconds', now() - i * interval '10 seconds'
       from generate_series(1, ${n(300_000)}) as i`,
    ],
    [
      `${count(200)} categories and ${count(1000)} services`,
      `with category as (
         insert into categories (name, slug, description, created_at)
         select 'Category ' || i, 'category-' || i, 'Bench category ' || i, now() - i * interval '1 hour'
         from generate_series(1, ${n(200)}) as i returning id, name
       ), numbered as (select id, row_number() over (order by name) - 1 as n from category)
       insert into services (category_id, name, slug, description, approach, color, work_url, benefits, created_at)
       select numbered.id, 'Service ' || i, 'service-' || i, 'A service', 'An approach', '#1a2b3c', 'https://example.com', 'Benefits',
         now() - i * interval '1 hour'
       from generate_series(1, ${n(1000)}) as i join numbered on numbered.n = i % ${n(200)}`,
    ],
    [
      `a category and ${count(5000)} portfolio items`,
      `with category as (insert into categories (name, slug, description) values ('Bench', 'bench', 'Bench items') returning id)
       insert into portfolio_items (type, name, slug, project_code, product_code, description, client, technology, url, date,
         category_id, images, is_active)
       select case when i % 2 = 0 then 'project' else 'product' end, 'Item ' || i, 'item-' || i, 'BP-' || i,
         case when i % 2 = 0 then null else 'BQ-' || i end, 'An item', 'A client', 'TypeScript', 'https://example.com',
         current_date - (i % 1000), category.id, array['/uploads/bench.webp'], i % 3 <> 0
       from generate_series(1, ${n(5000)}) as i, category`,
    ],
    [
      `${count(1_000_000)} request-log rows`,
      `insert into request_logs (method, route, user_agent, ip, username, "timestamp", status_code, duration_ms, level)
       select (array['GET','POST','PATCH'])[1 + i % 3], '/api/v1/thing/' || (i % 500), 'bench', '10.0.0.1',
         case when i % 4 = 0 then 'admin' end, now() - i * interval '2 seconds',
         (array[200,200,200,404,500])[1 + i % 5], i % 300, case when i % 2 = 0 then 'debug' else 'info' end
       from generate_series(1, ${n(1_000_000)}) as i`,
    ],
    [
      `${count(1_000_000)} page-view rows`,
      `insert into analytics_page_views (day, path, device, views, entries)
       select current_date - (i % 365), '/page/' || (i / 365), 'desktop', 1 + i % 7, i % 3
       from generate_series(0, ${n(1_000_000) - 1}) as i`,
    ],
  ];
}

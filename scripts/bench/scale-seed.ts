/** The rows `npm run bench:scale` seeds (scripts/bench-scale.ts), as one statement each; the sizes are issue 38's. */

const STAGES = "(array['new','contacted','qualified','won','lost'])[1 + i % 5]";

export const seedStatements: [string, string][] = [
  [
    "100,000 enquiries",
    `insert into enquiries (fullname, phone, email, address, message, stage, created_at)
     select 'Lead ' || md5(i::text), '0300' || lpad(i::text, 7, '0'), 'lead' || i || '@example.com', 'Lahore',
       'A message about a website', ${STAGES}, now() - i * interval '30 seconds'
     from generate_series(1, 100000) as i`,
  ],
  [
    "20 jobs",
    `insert into jobs (title, description, company_overview, job_role, requirements)
     select 'Job ' || i, 'Build things', 'An agency', array['Code'], array['TypeScript'] from generate_series(1, 20) as i`,
  ],
  [
    "50,000 applications",
    `insert into applications (job_id, first_name, last_name, email, phone_number, city, address, state, postal_code,
       resume_key, resume_name, resume_type, resume_size, stage, created_at)
     select j.id, 'First' || md5(i::text), 'Last' || i, 'applicant' || i || '@example.com', '0321' || lpad(i::text, 7, '0'),
       'Lahore', 'Street 1', 'Punjab', '54000', 'resumes/bench-' || i, 'cv.pdf', 'application/pdf', 100,
       (array['new','reviewing','interview','offer','hired','rejected'])[1 + i % 6], now() - i * interval '1 minute'
     from generate_series(1, 50000) as i
     join (select id, row_number() over (order by id) - 1 as n from jobs) as j on j.n = i % 20`,
  ],
  [
    "200,000 subscribers",
    `insert into newsletter_subscribers (email, created_at)
     select 'reader' || i || '@' || (array['example.com','mail.example','news.example'])[1 + i % 3],
       now() - i * interval '10 seconds'
     from generate_series(1, 200000) as i`,
  ],
  [
    "300,000 potential customers",
    `insert into potential_customers (email, source, visit_count, created_at, last_seen_at)
     select 'person' || i || '@example.com', (array['contact','newsletter','career'])[1 + i % 3], 1 + i % 5,
       now() - i * interval '20 seconds', now() - i * interval '10 seconds'
     from generate_series(1, 300000) as i`,
  ],
  [
    "a category and 5,000 portfolio items",
    `with category as (insert into categories (name, description) values ('Bench', 'Bench items') returning id)
     insert into portfolio_items (type, name, project_code, product_code, description, client, technology, url, date,
       category_id, images)
     select case when i % 2 = 0 then 'project' else 'product' end, 'Item ' || i, 'BP-' || i,
       case when i % 2 = 0 then null else 'BQ-' || i end, 'An item', 'A client', 'TypeScript', 'https://example.com',
       current_date, category.id, array['/uploads/bench.webp']
     from generate_series(1, 5000) as i, category`,
  ],
  [
    "1,000,000 request-log rows",
    `insert into request_logs (method, route, user_agent, ip, username, "timestamp", status_code, duration_ms, level)
     select (array['GET','POST','PATCH'])[1 + i % 3], '/api/v1/thing/' || (i % 500), 'bench', '10.0.0.1',
       case when i % 4 = 0 then 'admin' end, now() - i * interval '2 seconds',
       (array[200,200,200,404,500])[1 + i % 5], i % 300, case when i % 2 = 0 then 'debug' else 'info' end
     from generate_series(1, 1000000) as i`,
  ],
  [
    "1,000,000 page-view rows",
    `insert into analytics_page_views (day, path, device, views, entries)
     select current_date - (i % 365), '/page/' || (i / 365), 'desktop', 1 + i % 7, i % 3
     from generate_series(0, 999999) as i`,
  ],
];

CREATE VIEW "public"."vw_user_accounts" AS (select u.id, u.username, u.people_id, p.name as realname,
    (select e.email from emails e where e.people_id = u.people_id order by e.id limit 1) as email,
    u.active, u.type, u.created_at, p.search_name
  from users u join people p on p.id = u.people_id);
-- Every lead gets a seller: the owner of its instance, as new leads do at intake.
UPDATE "leads" AS l
SET "assigned_user_id" = i."user_id"
FROM "instances" AS i
WHERE i."id" = l."instance_id" AND l."assigned_user_id" IS NULL;--> statement-breakpoint
UPDATE "leads" SET "assigned_at" = "created_at" WHERE "assigned_at" IS NULL;

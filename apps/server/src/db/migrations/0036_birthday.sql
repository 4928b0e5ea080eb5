ALTER TABLE "points_entries" ADD COLUMN "birthday_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday" date;--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_user_birthday_year" ON "points_entries" USING btree ("user_id","birthday_year") WHERE "points_entries"."kind" = 'birthday';
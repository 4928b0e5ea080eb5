-- The storefront orders sizes and modifiers now (issue 15 item 4): the menu sync no longer hides
-- a dish for needing one. A venue with such dishes reads iiko's whole menu again at its next sync,
-- which writes each dish's reason afresh (a dish without a category stays hidden as before).
UPDATE "menu_syncs" SET "revision" = 0 WHERE "venue_id" IN (SELECT DISTINCT "venue_id" FROM "products" WHERE "hidden_reason" = 'needsChoice');

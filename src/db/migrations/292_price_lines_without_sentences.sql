-- A price snapshot keeps codes and facts, never sentences (DESIGN: whose language): the price engine's
-- own lines (rental, half day, duration discount, service fee) and the commercial discount and the
-- part kept by a booking change were stored with their words in the booker's language, which every
-- later reader then saw. They keep their key and params; each reader gets the words in their own
-- language when the line is read (src/modules/pricing/priceLabels.ts). Lines named by the owner
-- (extras, captain), insurances and promo codes keep their names. A line whose params cannot say it
-- keeps its label; old English lines without params get them back from their words first.
CREATE FUNCTION price_lines_without_sentences(lines jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb := '[]';
  line jsonb;
  params jsonb;
  found text[];
BEGIN
  IF lines IS NULL OR jsonb_typeof(lines) <> 'array' THEN RETURN lines; END IF;
  FOR line IN SELECT value FROM jsonb_array_elements(lines) LOOP
    params := coalesce(line -> 'params', '{}');
    IF line ->> 'key' = 'rental' AND params -> 'days' IS NULL AND params -> 'halfDayPeriod' IS NULL THEN
      found := regexp_match(line ->> 'label', '^Half day \((morning|afternoon)\)$');
      IF found IS NOT NULL THEN
        params := params || jsonb_build_object('halfDayPeriod', found[1], 'days', 1);
      ELSE
        found := regexp_match(line ->> 'label', '^Rental, (\d+) days?$');
        IF found IS NOT NULL THEN params := params || jsonb_build_object('days', found[1]::int); END IF;
      END IF;
    ELSIF line ->> 'key' = 'durationDiscount' AND (params -> 'percent' IS NULL OR params -> 'days' IS NULL) THEN
      found := regexp_match(line ->> 'label', '^(\d+(?:\.\d+)?) % off for (\d+) days?$');
      IF found IS NOT NULL THEN
        params := params || jsonb_build_object('percent', found[1]::numeric, 'days', found[2]::int);
      END IF;
    END IF;
    IF (line ->> 'key' = 'rental' AND (params ->> 'halfDayPeriod' IN ('morning', 'afternoon')
                                       OR jsonb_typeof(params -> 'days') = 'number'))
       OR (line ->> 'key' = 'durationDiscount' AND jsonb_typeof(params -> 'percent') = 'number'
                                              AND jsonb_typeof(params -> 'days') = 'number')
       OR line ->> 'key' IN ('serviceFee', 'commercialDiscount', 'modificationKept') THEN
      line := (line - 'label') || CASE WHEN params = '{}' THEN '{}'::jsonb ELSE jsonb_build_object('params', params) END;
    END IF;
    result := result || jsonb_build_array(line);
  END LOOP;
  RETURN result;
END $$;

UPDATE bookings SET price_lines = price_lines_without_sentences(price_lines)
 WHERE price_lines IS DISTINCT FROM price_lines_without_sentences(price_lines);
UPDATE payment_sessions SET price_lines = price_lines_without_sentences(price_lines)
 WHERE price_lines IS DISTINCT FROM price_lines_without_sentences(price_lines);
UPDATE payment_sessions
   SET price_computation = jsonb_set(price_computation, '{lines}',
                                     price_lines_without_sentences(price_computation -> 'lines'))
 WHERE jsonb_typeof(price_computation -> 'lines') = 'array'
   AND price_computation -> 'lines' IS DISTINCT FROM price_lines_without_sentences(price_computation -> 'lines');
UPDATE booking_modifications SET price_lines = price_lines_without_sentences(price_lines)
 WHERE price_lines IS DISTINCT FROM price_lines_without_sentences(price_lines);
UPDATE booking_modifications
   SET computation = jsonb_set(computation, '{lines}', price_lines_without_sentences(computation -> 'lines'))
 WHERE jsonb_typeof(computation -> 'lines') = 'array'
   AND computation -> 'lines' IS DISTINCT FROM price_lines_without_sentences(computation -> 'lines');
UPDATE propale_items SET price_lines = price_lines_without_sentences(price_lines)
 WHERE price_lines IS DISTINCT FROM price_lines_without_sentences(price_lines);

DROP FUNCTION price_lines_without_sentences(jsonb);

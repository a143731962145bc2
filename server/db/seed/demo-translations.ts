import { eq } from "drizzle-orm";
import { recordlessTranslationId } from "../../../domain/translations.ts";
import type { SeededTranslation } from "../../modules/translations/index.ts";
import type { Db } from "../client.ts";
import { categories, services } from "../schema/content.ts";

/**
 * The demo's Urdu (issue 74): the home and about texts, one category and its two services, so a fresh
 * installation shows the site in both languages. Written by a person, not a machine translation.
 */
export const demoUrduSite = {
  "home.headline": "اپنی صنعت میں مارکیٹ کے رہنما بنیں",
  "home.subline": "جدید ٹیکنالوجی اور نئے حل کے ساتھ مقابلے میں آگے رہیں اور اپنی صنعت کی رہنمائی کریں!",
  "home.primaryButton": "ہم کیا کرتے ہیں",
  "home.secondaryButton": "ہمارا کام دیکھیں",
  "home.offerings": [
    {
      title: "اپنی مرضی کا سافٹ ویئر",
      text: "آپ کے کاروبار کے انداز کے مطابق بنا سافٹ ویئر، اندرونی ٹولز سے لے کر صارفین کے پلیٹ فارمز تک۔",
    },
    {
      title: "سمارٹ ای کامرس اور ڈیجیٹل موجودگی",
      text: "اسٹورز، ویب سائٹس اور مہمات جو آنے والوں کو گاہک اور گاہکوں کو مستقل گاہک بناتی ہیں۔",
    },
    {
      title: "ڈیجیٹل تبدیلی اور جدت",
      text: "کاغذ، اسپریڈ شیٹس اور ہاتھ کے کام کی جگہ ایسے مربوط نظام جنہیں آپ کی ٹیم شوق سے استعمال کرے۔",
    },
    {
      title: "کلاؤڈ پر مبنی کاروباری حل",
      text: "محفوظ اور قابلِ توسیع کلاؤڈ پلیٹ فارمز جو آپ کی ترقی کے ساتھ چلتے رہیں، قابلِ پیش گوئی لاگت پر۔",
    },
  ],
  "home.ideas.title": "آپ کے کاروبار کے لیے منفرد خیالات",
  "home.ideas.text":
    "ہر کاروبار مختلف ہے۔ ہم پہلے سنتے ہیں، پھر حکمتِ عملی، ڈیزائن اور انجینئرنگ کو ملا کر آپ کے مطابق خیالات بناتے ہیں — اور انہیں کامیاب بنانے تک ساتھ رہتے ہیں۔",
  "home.callToAction.title": "حقیقی فرق لانے کے لیے تیار ہیں؟",
  "home.callToAction.text":
    "ہمیں بتائیں کہ آپ اگلے سال اپنے کاروبار کو کہاں دیکھنا چاہتے ہیں۔ ہم دکھائیں گے کہ ٹیکنالوجی آپ کو وہاں کیسے پہنچاتی ہے — ایک منصوبے، ایک قیمت اور ایک ایسی ٹیم کے ساتھ جس سے آپ بات کر سکیں۔",
  "home.callToAction.button": "منصوبہ شروع کریں",
  "about.welcome":
    "ہم لاہور، پاکستان میں ایک سافٹ ویئر اور ڈیجیٹل ایجنسی ہیں۔ ہم نے اپنے گروپ کے نظام بنانے سے آغاز کیا اور آج وہی توجہ ہر صنعت کے گاہکوں کو دیتے ہیں۔\n\nہمارے ڈیزائنرز، انجینئرز اور مارکیٹرز ساتھ مل کر کام کرتے ہیں، تاکہ حکمتِ عملی، پروڈکٹ اور ترقی پہلی ورکشاپ سے لے کر برسوں کی معاونت تک ایک ہی گفتگو میں رہیں۔",
  "about.vision":
    "پاکستان اور یورپ کے کاروباروں کا پہلا قابلِ اعتماد ٹیکنالوجی شراکت دار بننا — دیرپا سافٹ ویئر اور اپنی بات پر قائم رہنے والے لوگوں کے لیے جانا جانا۔",
  "about.mission":
    "ہر گاہک کو عمدہ سافٹ ویئر، سوچے سمجھے ڈیزائن اور دیانت دارانہ مشورے سے اپنی صنعت کی رہنمائی میں مدد دینا، ایک ایسی ٹیم کے ذریعے جو ان کے ساتھ بڑھتی ہے۔",
  "about.values": [
    { title: "جدت", description: "ہم عام راستے کی بجائے بہتر راستہ ڈھونڈتے ہیں اور ہر کام میں نئے خیالات لاتے ہیں۔" },
    { title: "دیانت", description: "ہم جو کہتے ہیں وہ کرتے ہیں، اور کچھ بدلے تو آپ کو بروقت بتاتے ہیں۔" },
    { title: "معیار", description: "جانچا ہوا کوڈ، آزمودہ ریلیز اور اصل صارفین کے ساتھ پرکھے گئے ڈیزائن۔" },
    { title: "اشتراک", description: "آپ کی ٹیم اور ہماری ٹیم ایک ہو کر کام کرتی ہیں، مشترکہ اہداف اور ٹولز کے ساتھ۔" },
    { title: "صارف پر توجہ", description: "ہر فیصلہ ان لوگوں سے شروع ہوتا ہے جو روز یہ پروڈکٹ استعمال کریں گے۔" },
    {
      title: "جواب دہی",
      description: "ہم اپنے نتائج کی ذمہ داری لیتے ہیں، انہیں کھلے عام ناپتے ہیں اور کمی دور کرتے ہیں۔",
    },
    { title: "مسلسل بہتری", description: "ہر ریلیز کے بعد ہم سیکھتے ہیں، نکھارتے ہیں اور اگلی کو بہتر بناتے ہیں۔" },
  ],
};

/** By the English slug of the demo record it translates. */
export const demoUrduCategories: Record<string, Record<string, unknown>> = {
  "web-development": {
    name: "ویب ڈیولپمنٹ",
    slug: "ویب-ڈیولپمنٹ",
    description: "تیز اور محفوظ ویب سائٹس اور ویب ایپلیکیشنز جو آپ کے کاروبار کے ساتھ بڑھیں۔",
  },
};

export const demoUrduServices: Record<string, Record<string, unknown>> = {
  "custom-web-applications": {
    name: "اپنی مرضی کی ویب ایپلیکیشنز",
    slug: "ویب-ایپلیکیشنز",
    description:
      "آپ کے لیے بنی ویب ایپلیکیشنز جو اسپریڈ شیٹس اور بکھرے ٹولز کی جگہ ایک محفوظ پلیٹ فارم دیتی ہیں۔ گاہکوں کے پورٹل سے اندرونی ڈیش بورڈز تک، ہم سافٹ ویئر کو آپ کی ٹیم کے اصل کام کے انداز پر بناتے ہیں۔",
    approach:
      "ہم ایک مختصر جائزے سے آغاز کرتے ہیں تاکہ آپ کے کام کے طریقے اور ترجیحات سمجھ سکیں، پھر دو دو ہفتوں کے مراحل میں کام دیتے ہیں اور ہر مرحلے کے آخر میں چلتا ہوا نمونہ دکھاتے ہیں۔",
    benefits:
      "کم دستی کام، کم غلطیاں اور آپ کے ڈیٹا کا ایک ہی مستند ذریعہ۔ ہماری ایپلیکیشنز دستاویزی، خودکار ٹیسٹوں سے محفوظ اور مکمل سورس کوڈ کے ساتھ حوالے کی جاتی ہیں۔",
    features: [
      { name: "کردار کے مطابق رسائی", description: "باریک اجازتیں تاکہ ہر رکن وہی دیکھے جس کی اسے ضرورت ہے۔" },
      { name: "رپورٹنگ ڈیش بورڈز", description: "زندہ چارٹس اور رپورٹس جو خام ڈیٹا کو فیصلوں میں بدل دیں۔" },
      { name: "API انضمام", description: "ادائیگی کے نظام، ERP، CRM اور کورئیر سروسز آسانی سے جوڑیں۔" },
    ],
  },
  "corporate-websites": {
    name: "کارپوریٹ ویب سائٹس",
    slug: "کارپوریٹ-ویب-سائٹس",
    description:
      "تیز، سب کے لیے قابلِ رسائی اور سرچ انجن دوست ویب سائٹس جو اعتماد سے آپ کی کہانی سنائیں۔ جدید مواد کے نظام پر بنی، تاکہ آپ کی مارکیٹنگ ٹیم ڈیولپر کے بغیر شائع کر سکے۔",
    approach:
      "پہلے مواد: ہم آپ کے ساتھ سائٹ کا ڈھانچہ اور پیغام طے کرتے ہیں، اہم صفحات کا ڈیزائن بناتے ہیں، پھر ایسے اجزا تیار کرتے ہیں جو ہر نئے صفحے کو آپ کے برانڈ کے مطابق رکھیں۔",
    benefits:
      "صفحات جو دو سیکنڈ سے کم میں کھلیں، سرچ انجنوں پر اچھی جگہ پائیں اور ہر اسکرین پر خوبصورت چلیں۔ مدیران کو صاف ڈیش بورڈ اور تیار حصوں کی لائبریری ملتی ہے۔",
    features: [
      { name: "ہیڈلیس CMS", description: "صفحات، خبریں اور ٹیم کے تعارف ایک آسان ڈیش بورڈ سے بدلیں۔" },
      { name: "کور ویب وائٹلز", description: "بہتر تصاویر، کیشنگ اور کوڈ کی تقسیم سے بہترین کارکردگی۔" },
      { name: "کثیر لسانی مواد", description: "انگریزی، اردو، ڈچ یا اپنے ناظرین کی کسی بھی زبان میں شائع کریں۔" },
    ],
  },
};

/** The demo's Urdu as translations of the records the demo made (found by their English slugs). */
export async function demoTranslations(db: Db): Promise<SeededTranslation[]> {
  const bySlug = async (
    kind: "category" | "service",
    table: typeof categories | typeof services,
    texts: Record<string, Record<string, unknown>>,
  ) => {
    const found: SeededTranslation[] = [];
    for (const [slug, fields] of Object.entries(texts)) {
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
      if (row) found.push({ kind, recordId: row.id, locale: "ur", fields });
    }
    return found;
  };
  return [
    { kind: "site", recordId: recordlessTranslationId, locale: "ur", fields: demoUrduSite },
    ...(await bySlug("category", categories, demoUrduCategories)),
    ...(await bySlug("service", services, demoUrduServices)),
  ];
}

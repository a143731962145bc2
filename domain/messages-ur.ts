import { RESUME_MAX_BYTES } from "./application-rules.ts";
import { contactLimits } from "./contact-rules.ts";
import type { Messages } from "./messages-en.ts";

const required = (label: string) => `${label} لازمی ہے`;
const tooLong = (label: string, max: number) => `${label} زیادہ سے زیادہ ${max} حروف کا ہو سکتا ہے`;
const emailInvalid = "براہِ کرم درست ای میل پتہ درج کریں";
const phoneInvalid = "براہِ کرم درست پاکستانی فون نمبر درج کریں۔";
const l = contactLimits;
const resumeMb = RESUME_MAX_BYTES / (1024 * 1024);

/** The site's own words in Urdu (ADR 0290): the English catalogue's keys, every one (`Messages`). */
export const ur: Messages = {
  text: {
    required,
    tooLong,
    controlCharacters: "متن میں کنٹرول حروف نہیں ہو سکتے",
    loneSurrogate: "متن درست یونیکوڈ میں ہونا چاہیے: اس میں کسی حرف کا صرف آدھا حصہ ہے",
    somethingWentWrong: "کچھ غلط ہو گیا",
  },
  chrome: {
    mainMenu: "مرکزی مینو",
    menu: "مینو",
    openMenu: "مینو کھولیں",
    closeMenu: "مینو بند کریں",
    footerMenu: "ذیلی روابط",
    followUs: "ہمیں فالو کریں",
    privacyPolicy: "رازداری کی پالیسی",
    breadcrumb: "آپ یہاں ہیں",
    home: "ہوم",
    announcement: "اعلان",
    closeAnnouncement: "اعلان بند کریں",
    footerAbout:
      "لاہور کی ایک سافٹ ویئر اور ڈیجیٹل ایجنسی، جو نیدرلینڈز میں قائم صفائی کی خدمات کے ایک گروپ اور اس کے وسیع تر کاروباری خاندان کا حصہ ہے۔",
    whatWeDo: "ہم کیا کرتے ہیں",
    ourServices: "ہماری خدمات",
    noServices: "ابھی دکھانے کے لیے کوئی خدمت نہیں۔",
    startProject: "منصوبہ شروع کریں",
    notSureWhichService: "یقین نہیں کہ کون سی خدمت آپ کے لیے موزوں ہے؟",
    previousPage: "پچھلا صفحہ",
    previous: "پچھلا",
    nextPage: "اگلا صفحہ",
    next: "اگلا",
    page: "صفحہ",
    honeypot: "یہ خانہ خالی چھوڑ دیں",
    moreLinks: (label: string) => `${label}: مزید روابط`,
    scrollToTop: "اوپر جائیں",
    scrollToBottom: "نیچے جائیں",
    servicesIntro:
      "کوئی شعبہ چنیں اور دیکھیں کہ ہم کیا بناتے ہیں، کیسے کام کرتے ہیں اور اس سے آپ کے کاروبار کو کیا فائدہ ہوتا ہے۔",
    allServices: "تمام خدمات",
    projectIntro:
      "ہمیں اپنے اہداف بتائیں، ہم آپ کے لیے موزوں ٹیم تجویز کریں گے۔ ہم ایک کاروباری دن کے اندر جواب دیتے ہیں۔",
    contactUs: "ہم سے رابطہ کریں",
  },
  newsletter: {
    heading: "ہمارا نیوز لیٹر حاصل کریں",
    intro: "نئی مصنوعات، کیس اسٹڈیز اور ٹیکنالوجی کے ذریعے کاروبار بڑھانے کے عملی مشورے۔ کوئی فضول ای میل نہیں۔",
    signup: "نیوز لیٹر کی رکنیت",
    emailLabel: "ای میل پتہ",
    subscribe: "رکنیت لیں",
    subscribing: "رکنیت درج ہو رہی ہے...",
    emailInvalid,
    subscribed: "رکنیت لینے کا شکریہ!",
    alreadySubscribed: "آپ پہلے ہی رکن ہیں۔",
    confirmNote: "نیوز لیٹر ملنا شروع ہونے کے لیے براہِ کرم اپنا ان باکس دیکھیں اور اپنے ای میل پتے کی تصدیق کریں۔",
  },
  contact: {
    fullnameTooShort: `نام ${l.fullnameMin} حروف سے چھوٹا نہیں ہو سکتا`,
    fullnameTooLong: tooLong("نام", l.fullnameMax),
    messageTooShort: "براہِ کرم اپنا سوال تفصیل سے لکھیں",
    messageTooLong: tooLong("پیغام", l.messageMax),
    phoneInvalid,
    emailInvalid,
    emailTooLong: tooLong("ای میل", l.emailMax),
    addressRequired: required("پتہ"),
    addressTooLong: tooLong("پتہ", l.addressMax),
    sourceInvalid: "ذریعہ contact، quotation یا catalog میں سے کوئی ایک ہونا چاہیے",
    submitted: "فارم کامیابی سے بھیج دیا گیا!",
    failed: "فارم بھیجا نہیں جا سکا۔",
    error: "فارم بھیجتے ہوئے ایک خرابی پیش آ گئی۔",
    labels: {
      fullname: "پورا نام",
      email: "ای میل",
      phone: "فون نمبر",
      address: "پتہ",
      message: "پیغام",
    },
    messagePlaceholder: "ہمیں اپنے منصوبے، اپنے اہداف اور اپنے نظام الاوقات کے بارے میں بتائیں۔",
    submit: "بھیجیں",
    submitting: "بھیجا جا رہا ہے...",
    sendAnother: "ایک اور پیغام بھیجیں",
    thanks: "رابطہ کرنے کا شکریہ۔ ہم ایک کاروباری دن کے اندر آپ کو جواب دیں گے۔",
    pageTitle: "ہم سے رابطہ کریں!",
    pageIntro:
      "کوئی منصوبہ ذہن میں ہے یا ہماری خدمات کے بارے میں کوئی سوال ہے؟ ہمیں پیغام بھیجیں، ہماری ٹیم ایک کاروباری دن کے اندر آپ سے رابطہ کرے گی۔",
    sendMessage: "پیغام بھیجیں",
    crumb: "رابطہ",
    eyebrow: "ہم سے رابطہ کریں",
    formTitle: "اپنا سوال ہمیں بھیجیں",
    office: "دفتر",
    phone: "فون",
    email: "ای میل",
    hours: "اوقاتِ کار",
    findUs: "لاہور میں ہمارا دفتر",
    directions: "راستہ دیکھیں",
    mapLabel: "لاہور میں ہمارے دفتر کا نقشہ",
  },
  application: {
    emailInvalid,
    phoneInvalid,
    resumeRequired: required("سی وی"),
    resumeTooLarge: `سی وی ${resumeMb} MB یا اس سے کم ہونی چاہیے`,
    jobNotFound: "یہ ملازمت نہیں ملی",
    submitted: "فارم کامیابی سے بھیج دیا گیا",
    labels: {
      firstName: "پہلا نام",
      lastName: "خاندانی نام",
      yourEmail: "ای میل",
      phoneNumber: "فون نمبر",
      city: "شہر",
      address: "پتہ",
      state: "صوبہ",
      postalCode: "پوسٹل کوڈ",
      resume: "سی وی",
      job: "ملازمت",
    },
    submit: "درخواست جمع کرائیں",
    sending: "آپ کی درخواست بھیجی جا رہی ہے",
    thanks: [
      "",
      " کے لیے درخواست دینے کا شکریہ۔ ہماری بھرتی ٹیم ہر درخواست کا جائزہ لیتی ہے اور اگر آپ کی صلاحیتیں اس عہدے کے مطابق ہوئیں تو آپ سے رابطہ کرے گی۔",
    ],
    otherOpenings: "دیگر آسامیاں دیکھیں",
    resumeHint: `کسی بھی قسم کی فائل، زیادہ سے زیادہ ${resumeMb} MB۔`,
    removeResume: (fileName: string) => `سی وی ${fileName} ہٹائیں`,
  },
  notFound: {
    title: "صفحہ نہیں ملا",
    imageAlt: "404: یہ صفحہ نہیں مل سکا",
    text: "آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو چکا ہے۔ آئیے آپ کو درست راستے پر واپس لے چلیں۔",
    backHome: "سرورق پر واپس جائیں",
    contactUs: "ہم سے رابطہ کریں",
    errorTitle: "کچھ غلط ہو گیا",
    errorText: "براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔",
  },
  acknowledgement: {
    enquirySubject: "ہمیں آپ کا پیغام موصول ہو گیا ہے",
    enquiryText:
      "محترم {name}،\n\nRavi Digital سے رابطہ کرنے کا شکریہ۔ ہمیں آپ کا پیغام موصول ہو گیا ہے، اور ہماری ٹیم کا کوئی رکن ایک کاروباری دن کے اندر آپ کو جواب دے گا۔\n\nاگر آپ نے ہمیں پیغام نہیں بھیجا تو اس ای میل کو نظر انداز کر دیں۔\n\nنیک تمناؤں کے ساتھ،\nRavi Digital کی ٹیم",
    applicationSubject: "ہمیں آپ کی درخواست موصول ہو گئی ہے: {job}",
    applicationText:
      "محترم {name}،\n\nRavi Digital میں {job} کے عہدے کے لیے درخواست دینے کا شکریہ۔ ہمیں آپ کی درخواست اور سی وی موصول ہو گئی ہے۔ ہماری بھرتی ٹیم ہر درخواست کا جائزہ لیتی ہے، اور اگر آپ کی صلاحیتیں اس عہدے کے مطابق ہوئیں تو ہم آپ سے رابطہ کریں گے۔\n\nاگر آپ نے درخواست نہیں دی تو اس ای میل کو نظر انداز کر دیں۔\n\nنیک تمناؤں کے ساتھ،\nRavi Digital کی بھرتی ٹیم",
    withoutAnswers:
      "اس ای میل کے جواب پڑھے نہیں جاتے: ہمیں دوبارہ لکھنے کے لیے براہِ کرم ہماری ویب سائٹ پر دیا گیا فارم استعمال کریں۔",
  },
};
